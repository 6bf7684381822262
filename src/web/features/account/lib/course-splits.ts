import type { MySplitRuns, MySplits } from '../../../../shared/schemas/leaderboard';

/**
 * Every figure of My Results' splits is shown in hundredths, truncated from milliseconds as every
 * time in the app is (formatDuration). Each stored time is truncated once; a difference or a sum is
 * then worked out in whole hundredths from the figures shown, so they add up on screen: worked out
 * in milliseconds and truncated after, 0:47.47 − 0:20.94 read 0:26.52.
 */
export const hundredthsOf = (ms: number): number => Math.floor(ms / 10);

/** One obstacle's line of My Results' splits, in hundredths of a second. */
export interface ObstacleSplit {
  name: string;
  /** The personal best's time at the end of this obstacle; null when it was timed without splits. */
  pbAt: number | null;
  /** The personal best's time on this obstacle alone (its split less the one before); null likewise. */
  pbSegment: number | null;
  /** The member's best time on this obstacle, over their runs with splits. */
  best: number;
  /** pbSegment − best: what the personal best could still gain here; null without its splits. */
  save: number | null;
  /** The personal best's time on this obstacle is the member's best ever there (save 0). */
  gold: boolean;
}

/** My Results' splits at a course: its lines and the three figures above them, in hundredths. */
export interface CourseSplitFigures {
  rows: ObstacleSplit[];
  /** The member's personal best here; null without one. */
  personalBest: number | null;
  /** The personal best has splits over this course, so each obstacle compares with it. */
  compared: boolean;
  /** The best lines added up; null without runs with splits. */
  sumOfBest: number | null;
  /** personalBest − sumOfBest, the Save column added up; null unless `compared`. */
  possibleSave: number | null;
}

/**
 * The personal best beside the best segments, per obstacle in course order, named from the course
 * (MySplits counts only runs over its current order, so positions match). Only a personal best
 * with splits is compared with; one timed without them leaves the best segments alone.
 */
export function courseSplitFigures(mine: MySplits, names: readonly string[]): CourseSplitFigures {
  const pb = mine.personalBest;
  const pbSplits = pb && pb.splits.length === mine.bestSegments.length ? pb.splits : null;
  const rows = mine.bestSegments.map((best, position): ObstacleSplit => {
    const name = names[position] ?? `Obstacle ${position + 1}`;
    const split = pbSplits?.[position];
    if (!pbSplits || !split)
      return {
        name,
        pbAt: null,
        pbSegment: null,
        best: hundredthsOf(best.segmentMs),
        save: null,
        gold: false,
      };
    const pbAt = hundredthsOf(split.ms);
    const pbSegment = pbAt - (position === 0 ? 0 : hundredthsOf(pbSplits[position - 1]?.ms ?? 0));
    // Equal to the best (the earlier run holds it) is as good as the best: gold, nothing to gain.
    const gold = split.segmentMs <= best.segmentMs;
    const bestShown = gold ? pbSegment : hundredthsOf(best.segmentMs);
    return { name, pbAt, pbSegment, best: bestShown, save: pbSegment - bestShown, gold };
  });
  const sumOfBest = rows.length === 0 ? null : rows.reduce((sum, row) => sum + row.best, 0);
  const personalBest = pb ? hundredthsOf(pb.duration) : null;
  const compared = pbSplits !== null && rows.length > 0;
  return {
    rows,
    personalBest,
    compared,
    sumOfBest,
    possibleSave: compared && personalBest !== null && sumOfBest !== null ? personalBest - sumOfBest : null,
  };
}

/** A line per obstacle on the chart: its key in each point, its name, its colour. */
export interface SegmentSeries {
  name: string;
  label: string;
  color: string;
}

/** Distinct, dark enough to read as lines on white (Mantine colours, shade 8). */
const SERIES_COLORS = ['blue.8', 'red.8', 'teal.8', 'grape.8', 'orange.8', 'indigo.8', 'lime.9', 'pink.8'];

/**
 * Each run as a point (its date, and per obstacle the segment in seconds), oldest first, with a
 * series per obstacle: the chart of each obstacle's segment over time.
 */
export function segmentChart(
  runs: MySplitRuns,
  names: readonly string[],
  formatDate: (iso: string) => string,
): { points: Record<string, string | number>[]; series: SegmentSeries[] } {
  const count = Math.max(0, ...runs.map((run) => run.splits.length));
  const series = Array.from({ length: count }, (_, position) => ({
    name: `o${position}`,
    label: names[position] ?? `Obstacle ${position + 1}`,
    color: SERIES_COLORS[position % SERIES_COLORS.length] as string,
  }));
  const points = runs.map((run) => {
    const point: Record<string, string | number> = { date: formatDate(run.timeCompleted) };
    run.splits.forEach((split, position) => {
      point[`o${position}`] = split.segmentMs / 1000;
    });
    return point;
  });
  return { points, series };
}
