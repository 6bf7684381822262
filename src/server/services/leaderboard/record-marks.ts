import { asc, eq, inArray } from 'drizzle-orm';
import {
  checkMarks,
  type EventFormat,
  type MarkFacts,
  markFactsOf,
  markMessages,
  marksAgreeWithSplits,
  type ObstacleMark,
} from '../../../shared/event-format';
import type { Split } from '../../../shared/splits';
import type { DbOrTx } from '../../db/client';
import { siteEquipment, timeMarks } from '../../db/schema/index';
import { invalidField } from '../../lib/http-errors';

/** What a time keeps of its marks (migration 0020), all null for a run without marks. */
type MarkColumns = { [K in keyof MarkFacts]: MarkFacts[K] | null };

const NO_MARKS: MarkColumns = {
  courseObstacles: null,
  obstaclesCleared: null,
  obstaclesReached: null,
  reachedMs: null,
};

/**
 * The marks' columns for a run at an event of `format`, checked against the location's current
 * obstacle order (src/shared/event-format.ts `checkMarks`) and against the run's splits where the lane
 * also split it; else a 400 naming `obstacles`.
 */
export async function checkMarksFitCourse(
  db: DbOrTx,
  run: {
    locationId: number;
    format: EventFormat;
    duration: number;
    marks: readonly ObstacleMark[];
    splits: readonly Split[];
  },
): Promise<MarkColumns> {
  if (run.format === 'time' && run.marks.length === 0) return NO_MARKS;
  const obstacles = await db
    .select({ equipmentId: siteEquipment.equipmentId })
    .from(siteEquipment)
    .where(eq(siteEquipment.locationId, run.locationId))
    .orderBy(asc(siteEquipment.index), asc(siteEquipment.id));
  const course = obstacles.map((obstacle) => obstacle.equipmentId);
  const problem = checkMarks(run.marks, run.format, course, run.duration);
  if (problem) throw invalidField('obstacles', problem);
  if (run.splits.length > 0 && !marksAgreeWithSplits(run.marks, run.splits))
    throw invalidField('obstacles', markMessages.splitsDisagree);
  return markFactsOf(run.marks, course.length);
}

/** Writes a time's marks in one statement (a recorded time, a deleted one put back). */
export async function storeMarks(db: DbOrTx, timeId: number, marks: readonly ObstacleMark[]): Promise<void> {
  if (marks.length === 0) return;
  await db.insert(timeMarks).values(
    marks.map((mark, position) => ({
      timeId,
      position,
      equipmentId: mark.equipmentId,
      cleared: mark.cleared,
      ms: mark.ms,
    })),
  );
}

/** A time's marks in order, as the audit keeps them with a deleted or recorded time. */
export async function readTimeMarks(db: DbOrTx, timeId: number): Promise<ObstacleMark[]> {
  return db
    .select({ equipmentId: timeMarks.equipmentId, cleared: timeMarks.cleared, ms: timeMarks.ms })
    .from(timeMarks)
    .where(eq(timeMarks.timeId, timeId))
    .orderBy(asc(timeMarks.position));
}

/** The marks of each of `timeIds` that has any, in order, by time id (one query; none asked: none read). */
export async function readMarksOfTimes(db: DbOrTx, timeIds: number[]): Promise<Map<number, ObstacleMark[]>> {
  const marks = new Map<number, ObstacleMark[]>();
  if (timeIds.length === 0) return marks;
  const rows = await db
    .select({
      timeId: timeMarks.timeId,
      equipmentId: timeMarks.equipmentId,
      cleared: timeMarks.cleared,
      ms: timeMarks.ms,
    })
    .from(timeMarks)
    .where(inArray(timeMarks.timeId, timeIds))
    .orderBy(asc(timeMarks.timeId), asc(timeMarks.position));
  for (const { timeId, ...mark } of rows) {
    const own = marks.get(timeId);
    if (own) own.push(mark);
    else marks.set(timeId, [mark]);
  }
  return marks;
}
