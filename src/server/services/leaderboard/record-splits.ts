import { asc, eq } from 'drizzle-orm';
import {
  type ComparedSplit,
  checkSplits,
  compareSplits,
  type Split,
  segmentsOf,
} from '../../../shared/splits';
import type { DbOrTx } from '../../db/client';
import { timeSplits } from '../../db/schema/index';
import { invalidField } from '../../lib/http-errors';
import { courseKey, readCourse } from './split-course';
import { readSplitHistory } from './split-history';

/** A saved time's splits with what time_splits copies of the time. */
export interface TimeSplits {
  timeId: number;
  userId: number;
  locationId: number;
  timeCompleted: Date;
  /** In the order they were timed. */
  splits: readonly Split[];
}

/**
 * The key of the location's current obstacle order when `splits` fit it (one per obstacle, in its
 * order, increasing, the last equal to `duration`); else a 400 naming `splits`.
 */
export async function assertSplitsFitCourse(
  db: DbOrTx,
  { locationId, duration, splits }: { locationId: number; duration: number; splits: readonly Split[] },
): Promise<string> {
  const course = (await readCourse(db, locationId)).map((obstacle) => obstacle.equipmentId);
  const problem = checkSplits(splits, duration, course);
  if (problem) throw invalidField('splits', problem);
  return courseKey(course);
}

/** Writes a time's split rows (a save, or a deleted time put back). */
export async function storeSplits(db: DbOrTx, time: TimeSplits): Promise<void> {
  if (time.splits.length === 0) return;
  const course = courseKey(time.splits.map((split) => split.equipmentId));
  await db.insert(timeSplits).values(
    segmentsOf(time.splits).map((segment, position) => ({
      timeId: time.timeId,
      position,
      equipmentId: segment.equipmentId,
      ms: segment.ms,
      segmentMs: segment.segmentMs,
      userId: time.userId,
      locationId: time.locationId,
      course,
      timeCompleted: time.timeCompleted,
    })),
  );
}

/**
 * Stores a just-saved time's splits (checked by assertSplitsFitCourse) and compares them with the
 * competitor's earlier runs over the same order, read before the new rows go in.
 */
export async function recordSplits(db: DbOrTx, time: TimeSplits): Promise<ComparedSplit[]> {
  if (time.splits.length === 0) return [];
  const history = await readSplitHistory(db, {
    userId: time.userId,
    locationId: time.locationId,
    course: courseKey(time.splits.map((split) => split.equipmentId)),
    obstacles: time.splits.length,
  });
  await storeSplits(db, time);
  return compareSplits(time.splits, {
    personalBest: history.personalBest?.splits ?? null,
    bestSegments: history.bestSegments,
  });
}

/** A time's splits in order, as the audit keeps them with a deleted or recorded time. */
export async function readTimeSplits(db: DbOrTx, timeId: number): Promise<Split[]> {
  return db
    .select({ equipmentId: timeSplits.equipmentId, ms: timeSplits.ms })
    .from(timeSplits)
    .where(eq(timeSplits.timeId, timeId))
    .orderBy(asc(timeSplits.position));
}
