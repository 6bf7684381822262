import type { BestSegment, ComparedSplit, EarlierRuns, Segment, Split, TimeSave } from '../src/shared/splits';

/**
 * The oracle of splits: a member's personal best, best segments (gold) and a new run's comparison
 * worked out by hand from their runs, as docs/decisions.md ("Splits per obstacle") states them. One
 * model for the helpers' unit tests (src/shared/splits.test.ts) and for the SQL that answers a save,
 * MySplits and MySplitRuns on both databases (src/server/routes/leaderboard-splits.property.test.ts).
 * The runs given are the member's runs at one location that count on the boards (the board rule is
 * the board-rule property test's), each read whole: nothing here asks the database.
 */

/** One of the member's runs. */
export interface OracleRun {
  timeId: number;
  /** Milliseconds. */
  duration: number;
  /** When it finished (ms since the epoch): the board order's second key. */
  completedMs: number;
  /** Its splits in the order they were timed; empty for a run timed without them. */
  splits: readonly Split[];
}

/** A run whose duration is its last split's, completed at `completedMs` (by default its id: oldest first). */
export const splitRunOf = (timeId: number, splits: readonly Split[], completedMs = timeId): OracleRun => ({
  timeId,
  duration: splits[splits.length - 1]?.ms ?? 0,
  completedMs,
  splits,
});

/** The obstacle order a run was timed over (equipment ids). */
export const orderOf = (splits: readonly Split[]): number[] => splits.map((split) => split.equipmentId);

const timedOver = (run: OracleRun, course: readonly number[]) =>
  run.splits.length > 0 &&
  run.splits.length === course.length &&
  run.splits.every((split, position) => split.equipmentId === course[position]);

/** The segment on the obstacle at `position` alone. */
const segmentAt = (splits: readonly Split[], position: number) =>
  splits[position].ms - (position === 0 ? 0 : splits[position - 1].ms);

/** Each split with its segment. */
const withSegments = (splits: readonly Split[]): Segment[] =>
  splits.map(({ equipmentId, ms }, position) => ({
    equipmentId,
    ms,
    segmentMs: segmentAt(splits, position),
  }));

/** Board order: the shorter first, then the earlier completion, then the earlier stored (lower id). */
const before = (a: OracleRun, b: OracleRun, measure: (run: OracleRun) => number) =>
  measure(a) - measure(b) || a.completedMs - b.completedMs || a.timeId - b.timeId;

/** The first of `runs` in board order by `measure`; null without runs. */
function firstBy(runs: readonly OracleRun[], measure: (run: OracleRun) => number): OracleRun | null {
  let first: OracleRun | null = null;
  for (const run of runs) if (!first || before(run, first, measure) < 0) first = run;
  return first;
}

/** The fastest run, split or not, over any order (the earlier completion, then id, of equal ones). */
export const personalBestOf = (runs: readonly OracleRun[]): OracleRun | null =>
  firstBy(runs, (run) => run.duration);

/**
 * Per position of `course`, the fastest segment among the runs timed over it (the earlier completion,
 * then id, of equal ones); empty without such runs.
 */
export function bestSegmentsOf(runs: readonly OracleRun[], course: readonly number[]): BestSegment[] {
  const over = runs.filter((run) => timedOver(run, course));
  if (over.length === 0) return [];
  return course.map((equipmentId, position) => {
    const at = (run: OracleRun) => segmentAt(run.splits, position);
    const fastest = firstBy(over, at) as OracleRun;
    return { equipmentId, segmentMs: at(fastest), timeId: fastest.timeId };
  });
}

/** The personal best's splits over `course` with their segments; empty when it was not timed over it. */
const personalBestSplits = (pb: OracleRun | null, course: readonly number[]): Segment[] =>
  pb && timedOver(pb, course) ? withSegments(pb.splits) : [];

/** The earlier runs summed up as a save compares a run over `course` with them (EarlierRuns). */
export function summariseRuns(runs: readonly OracleRun[], course: readonly number[]): EarlierRuns {
  const pb = personalBestOf(runs);
  return {
    personalBest: pb && timedOver(pb, course) ? pb.splits : null,
    bestSegments: bestSegmentsOf(runs, course),
  };
}

/**
 * A new run's splits against the `earlier` runs, from the definitions: deltas against the personal
 * best when it was timed over the same order (else null), gold where the segment is faster than the
 * same obstacle's segment of every earlier run over that order (never without one).
 */
export function comparisonOf(run: readonly Split[], earlier: readonly OracleRun[]): ComparedSplit[] {
  const course = orderOf(run);
  const pb = personalBestOf(earlier);
  const pbSplits = pb && timedOver(pb, course) ? pb.splits : null;
  const over = earlier.filter((other) => timedOver(other, course));
  return run.map(({ equipmentId, ms }, position) => {
    const segmentMs = segmentAt(run, position);
    return {
      equipmentId,
      ms,
      segmentMs,
      deltaMs: pbSplits ? ms - pbSplits[position].ms : null,
      segmentDeltaMs: pbSplits ? segmentMs - segmentAt(pbSplits, position) : null,
      gold: over.length > 0 && over.every((other) => segmentMs < segmentAt(other.splits, position)),
    };
  });
}

/** The sum of the best segments; null without any. */
const sumOfBestOf = (best: readonly BestSegment[]): number | null =>
  best.length === 0 ? null : best.reduce((sum, segment) => sum + segment.segmentMs, 0);

/** MySplits of the member's `runs` over the location's current `course`, as the answer carries it. */
export function mySplitsOf(runs: readonly OracleRun[], course: readonly number[]) {
  const pb = personalBestOf(runs);
  const bestSegments = bestSegmentsOf(runs, course);
  const pbSplits = personalBestSplits(pb, course);
  const possibleTimeSave: TimeSave[] = pbSplits.map(({ equipmentId, segmentMs }, position) => ({
    equipmentId,
    ms: segmentMs - bestSegments[position].segmentMs,
  }));
  return {
    personalBest: pb && { timeId: pb.timeId, duration: pb.duration, splits: pbSplits },
    bestSegments,
    sumOfBest: sumOfBestOf(bestSegments),
    possibleTimeSave,
  };
}

/** MySplitRuns: the latest `max` runs timed over `course`, oldest (completion, then id) first. */
export function splitRunsOf(runs: readonly OracleRun[], course: readonly number[], max: number) {
  return runs
    .filter((run) => timedOver(run, course))
    .sort((a, b) => a.completedMs - b.completedMs || a.timeId - b.timeId)
    .slice(-max)
    .map((run) => ({
      timeId: run.timeId,
      completedMs: run.completedMs,
      duration: run.duration,
      splits: withSegments(run.splits),
    }));
}
