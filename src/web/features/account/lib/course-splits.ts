import type { MySplitRuns, MySplits } from '../../../../shared/schemas/leaderboard';

/** One obstacle's line of My Results' splits: the personal best there, the best segment, the gap. */
export interface ObstacleSplit {
  name: string;
  /** The personal best's time at the end of this obstacle (cumulative). */
  pbMs: number;
  pbSegmentMs: number;
  bestSegmentMs: number;
  /** Personal best's segment minus the best segment: what the obstacle could still give. */
  saveMs: number;
}

/**
 * The personal best's splits beside the best segments, per obstacle in course order, named from the
 * course (MySplits counts only runs over its current order, so positions match); null without runs.
 */
export function obstacleSplits(mine: MySplits, names: readonly string[]): ObstacleSplit[] | null {
  const pb = mine.personalBest;
  if (!pb) return null;
  return pb.splits.map((split, position) => ({
    name: names[position] ?? `Obstacle ${position + 1}`,
    pbMs: split.ms,
    pbSegmentMs: split.segmentMs,
    bestSegmentMs: mine.bestSegments[position]?.segmentMs ?? split.segmentMs,
    saveMs: mine.possibleTimeSave[position]?.ms ?? 0,
  }));
}

/** Personal best minus sum of best: the whole run's possible time save. */
export function totalTimeSave(mine: MySplits): number | null {
  if (!mine.personalBest || mine.sumOfBest === null) return null;
  return mine.personalBest.duration - mine.sumOfBest;
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
