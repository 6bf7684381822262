import { mySplitsOf, type OracleRun } from '../../../test-support/splits-oracle';
import { SEGMENTS_LIMIT_DEFAULT } from '../../shared/limits';
import type { Split } from '../../shared/splits';
import { indexRows, ranked, type StoredRows, type StoredTime } from './board-reference';

/** One competitor's fastest segment on an obstacle, as Segments should list it. */
interface ReferenceSegment {
  standing: number;
  userName: string;
  segmentMs: number;
  timeId: number;
}

type Pick = { time: StoredTime; segmentMs: number };

/** Earlier in (segment, completion, time id) order. */
const beforeInSegmentOrder = (a: Pick, b: Pick) =>
  a.segmentMs - b.segmentMs || a.time.completedMs - b.time.completedMs || a.time.id - b.time.id;

/** Each time's splits in position order. */
function splitsByTime(rows: StoredRows): Map<number, Split[]> {
  const splits = new Map<number, StoredRows['splits']>();
  for (const split of rows.splits) splits.set(split.timeId, [...(splits.get(split.timeId) ?? []), split]);
  return new Map(
    [...splits].map(([timeId, list]) => [
      timeId,
      [...list].sort((a, b) => a.position - b.position).map(({ equipmentId, ms }) => ({ equipmentId, ms })),
    ]),
  );
}

/** Each time's splits in position order, as segments (ms on that obstacle alone). */
function segmentsByTime(rows: StoredRows): Map<number, { equipmentId: number; segmentMs: number }[]> {
  const segments = new Map<number, { equipmentId: number; segmentMs: number }[]>();
  for (const [timeId, ordered] of splitsByTime(rows)) {
    segments.set(
      timeId,
      ordered.map((split, position) => ({
        equipmentId: split.equipmentId,
        segmentMs: split.ms - (position === 0 ? 0 : ordered[position - 1].ms),
      })),
    );
  }
  return segments;
}

/**
 * The location's current course, and the runs there that count on the boards (the board rule) timed
 * over that same obstacle order, each with its segments.
 */
function countingRunsOverCourse(rows: StoredRows, locationId: number) {
  const course = rows.courses
    .filter((site) => site.locationId === locationId)
    .sort((a, b) => a.index - b.index);
  const courseKey = course.map((site) => site.equipmentId).join(',');
  const index = indexRows(rows);
  const runs: { time: StoredTime; segments: number[] }[] = [];
  for (const [timeId, segments] of segmentsByTime(rows)) {
    const time = rows.times.find((row) => row.id === timeId);
    if (!time || time.locationId !== locationId || !index.counts(time)) continue;
    if (segments.map((segment) => segment.equipmentId).join(',') !== courseKey) continue;
    runs.push({ time, segments: segments.map((segment) => segment.segmentMs) });
  }
  return { course, runs };
}

/**
 * Segments of a location from scratch: per obstacle of its current course, each active competitor's
 * fastest segment among the runs that count on the boards (the board rule), timed over that same
 * obstacle order and completed since `sinceMs`, fastest first (then earlier completion, then time),
 * equal segments sharing a place, the first `limit` per obstacle.
 */
export function referenceSegments(
  rows: StoredRows,
  locationId: number,
  sinceMs: number | null,
  limit = SEGMENTS_LIMIT_DEFAULT,
) {
  const index = indexRows(rows);
  const { course, runs } = countingRunsOverCourse(rows, locationId);
  const best = course.map(() => new Map<number, Pick>());
  for (const { time, segments } of runs) {
    if (!index.active(time.userId) || (sinceMs !== null && time.completedMs < sinceMs)) continue;
    for (const [position, segmentMs] of segments.entries()) {
      const pick = { time, segmentMs };
      const held = best[position].get(time.userId);
      if (!held || beforeInSegmentOrder(pick, held) < 0) best[position].set(time.userId, pick);
    }
  }
  return course.map((site, position) => ({
    equipmentId: site.equipmentId,
    name: site.name,
    rows: ranked([...best[position].values()].sort(beforeInSegmentOrder), (pick) => pick.segmentMs)
      .slice(0, limit)
      .map(
        (pick): ReferenceSegment => ({
          standing: pick.standing,
          userName: index.userName(pick.time.userId),
          segmentMs: pick.segmentMs,
          timeId: pick.time.id,
        }),
      ),
  }));
}

/**
 * MySplits from scratch: the oracle's (test-support/splits-oracle.ts) over the member's runs at the
 * location that count on the boards, each with its stored splits, and the location's current course.
 */
export function referenceMySplits(rows: StoredRows, userId: number, locationId: number) {
  const index = indexRows(rows);
  const splits = splitsByTime(rows);
  const runs: OracleRun[] = rows.times
    .filter((time) => time.userId === userId && time.locationId === locationId && index.counts(time))
    .map((time) => ({
      timeId: time.id,
      duration: time.duration,
      completedMs: time.completedMs,
      splits: splits.get(time.id) ?? [],
    }));
  const course = rows.courses
    .filter((site) => site.locationId === locationId)
    .sort((a, b) => a.index - b.index)
    .map((site) => site.equipmentId);
  const { personalBest, bestSegments, sumOfBest } = mySplitsOf(runs, course);
  return {
    personalBest: personalBest && { timeId: personalBest.timeId, duration: personalBest.duration },
    bestSegments,
    sumOfBest,
  };
}
