/**
 * Splits of a run, as a speedrunner's timer keeps them: cumulative milliseconds from the start at
 * the end of each obstacle, in course order, the last one the run's duration. Everything here is
 * pure and free of zod, so the stopwatch (on a phone's first load) and the server share it.
 */

/** One split as the stopwatch records it: the obstacle and the run's time when it was done. */
export interface Split {
  equipmentId: number;
  /** Milliseconds from the start, cumulative. */
  ms: number;
}

/** A split with the time spent on its obstacle alone. */
export interface Segment extends Split {
  segmentMs: number;
}

/** A split of a new run against the member's earlier runs on the course. */
export interface ComparedSplit extends Segment {
  /** This split's cumulative time minus the personal best's at the same split; null without one. */
  deltaMs: number | null;
  /** This segment minus the personal best's segment; null without a personal best. */
  segmentDeltaMs: number | null;
  /** Faster than every earlier segment on this obstacle (false when there is none). */
  gold: boolean;
}

/** The fastest segment of an obstacle over a member's runs, and the run it came from. */
export interface BestSegment {
  equipmentId: number;
  segmentMs: number;
  timeId: number;
}

/** What the personal-best run could still give up per obstacle: its segment minus the best one. */
export interface TimeSave {
  equipmentId: number;
  ms: number;
}

/**
 * The least time a split's segment (one obstacle alone) may take unless the admin sets more for that
 * obstacle: no obstacle is done in under a second, and splits tapped milliseconds apart would top the
 * Segments board with every obstacle "run" at 1 ms.
 */
export const SEGMENT_MIN_SECONDS = 1;
/** The most an admin may set as an obstacle's floor: an hour, far above any real obstacle. */
export const SEGMENT_FLOOR_MAX_SECONDS = 3600;

export const splitMessages = {
  count: (obstacles: number) =>
    obstacles === 0
      ? 'Splits are not taken on a course without obstacles'
      : `Splits must have one time per obstacle (${obstacles})`,
  unknownEquipment: (equipmentId: number) =>
    `Splits name equipment ${equipmentId}, not an obstacle of this course`,
  order: "Splits must follow the course's obstacles in order",
  increasing: 'Splits must increase from one obstacle to the next',
  lastIsDuration: 'The last split must equal the duration',
  segmentTooShort: (obstacle: number, seconds: number) =>
    `The time on obstacle ${obstacle} alone must be at least ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
} as const;

/** Each split with its segment: the time since the previous split (or the start). */
export function segmentsOf(splits: readonly Split[]): Segment[] {
  let previous = 0;
  return splits.map(({ equipmentId, ms }) => {
    const segment = { equipmentId, ms, segmentMs: ms - previous };
    previous = ms;
    return segment;
  });
}

/**
 * Why `splits` cannot be saved with a run of `duration` on a course whose obstacles are `course`
 * (equipment ids in course order), or null when they can: one per obstacle, in its order, strictly
 * increasing from a positive first, each segment at least its obstacle's floor (`minSegmentSeconds`
 * by position; none set: SEGMENT_MIN_SECONDS), the last equal to the duration.
 */
export function checkSplits(
  splits: readonly Split[],
  duration: number,
  course: readonly number[],
  minSegmentSeconds: readonly (number | null)[] = [],
): string | null {
  if (splits.length !== course.length || course.length === 0) return splitMessages.count(course.length);
  const onCourse = new Set(course);
  const stranger = splits.find((split) => !onCourse.has(split.equipmentId));
  if (stranger) return splitMessages.unknownEquipment(stranger.equipmentId);
  if (splits.some((split, position) => split.equipmentId !== course[position])) return splitMessages.order;
  const segments = segmentsOf(splits);
  if (segments.some((segment) => !(segment.segmentMs > 0))) return splitMessages.increasing;
  for (const [position, segment] of segments.entries()) {
    const floor = minSegmentSeconds[position] ?? SEGMENT_MIN_SECONDS;
    if (segment.segmentMs < floor * 1000) return splitMessages.segmentTooShort(position + 1, floor);
  }
  if (splits[splits.length - 1].ms !== duration) return splitMessages.lastIsDuration;
  return null;
}

/** The best possible run: the sum of the best segments; null without any. */
export function sumOfBest(best: readonly { segmentMs: number }[]): number | null {
  return best.length === 0 ? null : best.reduce((sum, segment) => sum + segment.segmentMs, 0);
}

/** Per obstacle, how much the personal best's segment is slower than the best one (0 where it is the best). */
export function possibleTimeSave(personalBest: readonly Split[], best: readonly BestSegment[]): TimeSave[] {
  return segmentsOf(personalBest).map(({ equipmentId, segmentMs }, position) => ({
    equipmentId,
    ms: segmentMs - (best[position]?.segmentMs ?? segmentMs),
  }));
}

/**
 * What a new run is compared with: the member's earlier runs on the same course, summed up. The server
 * reads it in SQL (src/server/services/leaderboard/split-history.ts); the phone has it from MySplits.
 */
export interface EarlierRuns {
  /** Splits of the fastest earlier run; null without one. */
  personalBest: readonly Split[] | null;
  /** The fastest earlier segment per obstacle, in course order; empty without runs. */
  bestSegments: readonly { segmentMs: number }[];
}

/**
 * A new run's splits against the member's earlier runs on the same course: deltas against the
 * personal best (null without one), gold where a segment beats every earlier segment on its
 * obstacle (never on the first run).
 */
export function compareSplits(run: readonly Split[], earlier: EarlierRuns): ComparedSplit[] {
  const pbSegments = earlier.personalBest ? segmentsOf(earlier.personalBest) : null;
  return segmentsOf(run).map((segment, position) => {
    const pb = pbSegments?.[position];
    const best = earlier.bestSegments[position];
    return {
      ...segment,
      deltaMs: pb ? segment.ms - pb.ms : null,
      segmentDeltaMs: pb ? segment.segmentMs - pb.segmentMs : null,
      gold: best !== undefined && segment.segmentMs < best.segmentMs,
    };
  });
}
