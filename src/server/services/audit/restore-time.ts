import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { ObstacleMark } from '../../../shared/event-format';
import { messages } from '../../../shared/messages';
import type { Split } from '../../../shared/splits';
import { TIMING_METHODS } from '../../../shared/timing-method';
import type { DbOrTx } from '../../db/client';
import { uniqueViolationOf } from '../../db/errors';
import { auditLog, events, locations, type TimeRow, times, users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { conflict, invalidField, notFound } from '../../lib/http-errors';
import type { Deps, SignedIn } from '../deps';
import { storeMarks } from '../leaderboard/record-marks';
import { storeSplits } from '../leaderboard/record-splits';

/** A times row as deleteTime stored it in `before` (JSON: dates as ISO strings). */
const deletedTime = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  locationId: z.number().int().positive(),
  eventId: z.number().int().positive().nullable(),
  timeStarted: z.iso.datetime({ offset: true }),
  timeCompleted: z.iso.datetime({ offset: true }),
  duration: z.number().int(),
  official: z.boolean(),
  recordedById: z.number().int().positive().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Entries from before timing methods have none: their official times were a referee's. */
  timingMethod: z.enum(TIMING_METHODS).optional(),
  /** Entries from before witnessing have none: a referee's time was witnessed, nothing else. */
  witnessed: z.boolean().optional(),
  removedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  removedReason: z.string().nullable().optional(),
  removedById: z.number().int().positive().nullable().optional(),
  /** What the time kept of its marks (migration 0020); entries from before marks have none. */
  courseObstacles: z.number().int().nullable().optional(),
  obstaclesCleared: z.number().int().nullable().optional(),
  obstaclesReached: z.number().int().nullable().optional(),
  reachedMs: z.number().int().nullable().optional(),
  /** Kept by deleteTime when the run had marks. */
  obstacles: z
    .array(z.object({ equipmentId: z.number().int().positive(), cleared: z.boolean(), ms: z.number().int() }))
    .default([]),
  /** Kept by deleteTime when the run had splits; entries from before splits have none. */
  splits: z
    .array(z.object({ equipmentId: z.number().int().positive(), ms: z.number().int().positive() }))
    .default([]),
});

const exists = async (db: DbOrTx, table: typeof users | typeof locations | typeof events, id: number) =>
  (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;

/**
 * The stored row as the times table takes it (`Required` makes a new column a type error here),
 * and its splits.
 */
function rowOf(entryData: unknown): {
  row: Required<typeof times.$inferInsert>;
  splits: Split[];
  marks: ObstacleMark[];
} {
  const before = deletedTime.safeParse((entryData as { before?: unknown } | null)?.before);
  if (!before.success) throw conflict(messages.restoreEntryUnreadable);
  const { splits, obstacles: marks, ...row } = before.data;
  const timingMethod = row.timingMethod ?? (row.official ? 'referee' : 'manual');
  return {
    row: {
      ...row,
      timeStarted: new Date(row.timeStarted),
      timeCompleted: new Date(row.timeCompleted),
      createdAt: new Date(row.createdAt),
      timingMethod,
      witnessed: row.witnessed ?? timingMethod === 'referee',
      // The pairing that witnessed it may be pruned by now; the run keeps its witnessed mark.
      gatePairingId: null,
      removedAt: row.removedAt ? new Date(row.removedAt) : null,
      removedReason: row.removedReason ?? null,
      removedById: row.removedById ?? null,
      courseObstacles: row.courseObstacles ?? null,
      obstaclesCleared: row.obstaclesCleared ?? null,
      obstaclesReached: row.obstaclesReached ?? null,
      reachedMs: row.reachedMs ?? null,
      // Worked out by the times_counts trigger (the board rule, migration 0016).
      counts: false,
    },
    splits,
    marks,
  };
}

/**
 * Puts a deleted time back from its audit entry (the row deleteTime stored): the same id and
 * columns, so it returns to every board where it was (the times trigger tells live boards). The
 * id was issued by the sequence before, so inserting it leaves the sequence as it is. Refused: an
 * entry that is not a deleted time (400), one restored already or whose competitor, location or event
 * is gone (409). A recorder whose account is gone is left empty, as the row would have it had it
 * stayed. Its splits and marks come back with it. The insert and its own audit row ('restore') commit together.
 */
export async function restoreTime(
  { db, actor }: Deps<'db'> & SignedIn,
  { auditId }: { auditId: number },
): Promise<TimeRow> {
  return db.transaction(async (tx) => {
    // Locked, so two restores of one entry wait for each other.
    const [entry] = await tx.select().from(auditLog).where(eq(auditLog.id, auditId)).for('update');
    if (!entry) throw notFound('Audit entry');
    if (entry.action !== 'delete' || entry.entity !== 'time')
      throw invalidField('id', messages.onlyDeletedTimesRestore);
    const { row, splits, marks } = rowOf(entry.data);
    if (entry.entityId !== row.id) throw conflict(messages.restoreEntryUnreadable);

    const restoredLater = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'time'),
          eq(auditLog.action, 'restore'),
          eq(auditLog.entityId, row.id),
          gt(auditLog.id, entry.id),
        ),
      );
    const [present] = await tx.select({ id: times.id }).from(times).where(eq(times.id, row.id));
    if (restoredLater.length > 0 || present) throw conflict(messages.timeAlreadyRestored);
    if (!(await exists(tx, users, row.userId))) throw conflict(messages.restoreUserGone);
    if (!(await exists(tx, locations, row.locationId))) throw conflict(messages.restoreLocationGone);
    if (row.eventId !== null && !(await exists(tx, events, row.eventId)))
      throw conflict(messages.restoreEventGone);
    const recordedById =
      row.recordedById !== null && (await exists(tx, users, row.recordedById)) ? row.recordedById : null;

    let restored: TimeRow;
    try {
      [restored] = await tx
        .insert(times)
        .values({ ...row, recordedById })
        .returning();
    } catch (error) {
      // Another restore of the same time (from another entry) committed first.
      if (uniqueViolationOf(error) !== undefined) throw conflict(messages.timeAlreadyRestored);
      throw error;
    }
    // Against the equipment they were timed on, whatever the course holds now.
    await storeSplits(tx, { ...restored, timeId: restored.id, splits });
    await storeMarks(tx, restored.id, marks);
    const after = {
      ...restored,
      ...(splits.length > 0 ? { splits } : {}),
      ...(marks.length > 0 ? { obstacles: marks } : {}),
    };
    await recordAudit(tx, { actor, action: 'restore', entity: 'time', entityId: row.id, after });
    return restored;
  });
}
