import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { messages } from '../../../shared/messages';
import { auditLog, events, times, users } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { timePolicy } from '../../policies/time';
import { restoreTime } from '../audit/restore-time';
import type { Deps, SignedIn } from '../deps';
import { loadEventFacts } from '../event/event-referee-ids';
import { type RecordedTimeRow, recordedTimeColumns } from '../leaderboard/list-event-times';

/** What the policy needs of the row deleteTime stored in the entry's `before`. */
const deletedFacts = z.object({
  before: z.object({
    userId: z.number().int(),
    official: z.boolean(),
    eventId: z.number().int().nullable(),
  }),
});

/**
 * Delete Times' Undo: puts back the official time `timeId` from its newest deletion in the audit log,
 * with its own id (restoreTime, which also writes the 'restore' entry in the same transaction). Only
 * an official time, and only while the actor could delete it (timePolicy.mayRestore: a referee of its
 * event inside the recording window, or an admin). No deleted official time by that id is a 404; one
 * already back is a 409.
 */
export async function restoreRecordedTime(
  { db, actor, now }: Deps<'db' | 'now'> & SignedIn,
  { timeId }: { timeId: number },
): Promise<RecordedTimeRow> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ id: auditLog.id, data: auditLog.data })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'time'), eq(auditLog.action, 'delete'), eq(auditLog.entityId, timeId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    const facts = deletedFacts.safeParse(entry?.data);
    if (!entry || !facts.success || !facts.data.before.official || facts.data.before.eventId === null) {
      throw notFound('Deleted time');
    }
    const { eventId } = facts.data.before;
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId));
    if (!event) throw conflict(messages.restoreEventGone);
    const eventFacts = await loadEventFacts({ db: tx }, { eventId });
    if (!timePolicy.mayRestore(actor, facts.data.before, eventFacts, now)) {
      const pastWindow = timePolicy.mayListRecorded(actor, eventFacts);
      throw forbidden(pastWindow ? messages.restoreOutsideRefereeWindow : undefined);
    }

    await restoreTime({ db: tx, actor }, { auditId: entry.id });
    const [restored] = await tx
      .select(recordedTimeColumns)
      .from(times)
      .innerJoin(users, eq(users.id, times.userId))
      .where(eq(times.id, timeId));
    return restored;
  });
}
