import { asc, eq, type SQL, sql } from 'drizzle-orm';
import {
  type ComparedSplit,
  checkSplits,
  compareSplits,
  type Segment,
  type Split,
  segmentsOf,
} from '../../../shared/splits';
import type { DbOrTx } from '../../db/client';
import { siteEquipment, timeSplits } from '../../db/schema/index';
import { invalidField } from '../../lib/http-errors';
import { insertTimeSplits } from './insert-time-splits';
import { courseKey } from './split-course';
import { readSplitHistory, type SplitHistory } from './split-history';

/** A saved time's splits with what time_splits copies of the time. */
interface TimeSplits {
  /** The id, or (in the statement that inserts the time) an expression reading it. */
  timeId: number | SQL;
  userId: number;
  locationId: number;
  timeCompleted: Date;
  /** In the order they were timed. */
  splits: readonly Split[];
}

/** An obstacle of a location's course, in its order, with its segment floor. */
export interface CourseObstacle {
  equipmentId: number;
  minSegmentSeconds: number | null;
}

/** A location's obstacles in their order (`CourseObstacle`), as a select list of one jsonb value. */
export const courseObstaclesJson = (locationId: number | SQL): SQL => sql`(
  select coalesce(jsonb_agg(jsonb_build_object('equipmentId', e.equipment_id,
      'minSegmentSeconds', e.min_segment_seconds) order by e.index, e.id), '[]'::jsonb)
  from site_equipment e where e.location_id = ${locationId})`;

/**
 * The key of the course's obstacle order when `splits` fit it (one per obstacle, in its order, each
 * segment at least its obstacle's floor, the last equal to `duration`); else a 400 naming `splits`.
 */
export function checkSplitsFitCourse(
  obstacles: readonly CourseObstacle[],
  { duration, splits }: { duration: number; splits: readonly Split[] },
): string {
  const course = obstacles.map((obstacle) => obstacle.equipmentId);
  const floors = obstacles.map((obstacle) => obstacle.minSegmentSeconds);
  const problem = checkSplits(splits, duration, course, floors);
  if (problem) throw invalidField('splits', problem);
  return courseKey(course);
}

/** `checkSplitsFitCourse` against the location's current obstacle order, read here. */
export async function assertSplitsFitCourse(
  db: DbOrTx,
  run: { locationId: number; duration: number; splits: readonly Split[] },
): Promise<string> {
  const obstacles = await db
    .select({ equipmentId: siteEquipment.equipmentId, minSegmentSeconds: siteEquipment.minSegmentSeconds })
    .from(siteEquipment)
    .where(eq(siteEquipment.locationId, run.locationId))
    .orderBy(asc(siteEquipment.index), asc(siteEquipment.id));
  return checkSplitsFitCourse(obstacles, run);
}

/** A time's split rows as `insertTimeSplits` takes them: one statement, whatever the number of obstacles. */
export function splitRowsOf(time: TimeSplits, course: string): SQL {
  const segments = segmentsOf(time.splits);
  const column = (pick: (segment: Segment) => number) => sql.param(segments.map(pick));
  return sql`select ${time.timeId}, p.position - 1, p.equipment_id, p.ms, p.segment_ms, ${time.userId}, ${time.locationId},
        ${course}, ${time.timeCompleted.toISOString()}::timestamptz
      from unnest(
        ${column((segment) => segment.equipmentId)}::int[],
        ${column((segment) => segment.ms)}::int[],
        ${column((segment) => segment.segmentMs)}::int[]
      ) with ordinality as p(equipment_id, ms, segment_ms, position)`;
}

/** Writes a time's split rows (a deleted time put back, a test's course history). */
export async function storeSplits(db: DbOrTx, time: TimeSplits): Promise<void> {
  if (time.splits.length === 0) return;
  const course = courseKey(time.splits.map((split) => split.equipmentId));
  await db.execute(insertTimeSplits(splitRowsOf(time, course)));
}

/**
 * Stores a just-saved time's splits (checked by assertSplitsFitCourse) and compares them with the
 * competitor's earlier runs over the same order: one statement, whose read does not see its insert.
 */
export async function recordSplits(
  db: DbOrTx,
  time: TimeSplits & { timeId: number },
): Promise<ComparedSplit[]> {
  if (time.splits.length === 0) return [];
  const course = courseKey(time.splits.map((split) => split.equipmentId));
  const history = await readSplitHistory(
    db,
    { userId: time.userId, locationId: time.locationId, course, excluding: time.timeId },
    sql`inserted as (${insertTimeSplits(splitRowsOf(time, course))}),`,
  );
  return compareWithHistory(time.splits, history);
}

/** A run's splits against the competitor's earlier runs over the same order. */
export const compareWithHistory = (splits: readonly Split[], history: SplitHistory): ComparedSplit[] =>
  compareSplits(splits, {
    personalBest: history.personalBest?.splits ?? null,
    bestSegments: history.bestSegments,
  });

/** A time's splits in order, as the audit keeps them with a deleted or recorded time. */
export async function readTimeSplits(db: DbOrTx, timeId: number): Promise<Split[]> {
  return db
    .select({ equipmentId: timeSplits.equipmentId, ms: timeSplits.ms })
    .from(timeSplits)
    .where(eq(timeSplits.timeId, timeId))
    .orderBy(asc(timeSplits.position));
}
