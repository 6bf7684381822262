import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { eventReferees, events } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/http-errors';
import type { Deps, SignedIn } from '../deps';
import { hasOfficialTimes } from './event-values';

/**
 * Deletes an event with its referee links (admins; docs/spec.md §7 Event/Delete), in one transaction with an
 * audit row holding the event and its referees. An event with official times is a 409: they are
 * competition results, and a slip must not lose them. The event row is locked FOR UPDATE first, so a
 * referee's time being saved for it either commits before the check (and is counted) or waits and
 * then finds no event.
 */
export async function deleteEvent(
  { db, actor }: Deps<'db'> & SignedIn,
  { eventId }: { eventId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
    if (!event) throw notFound('Event');
    if (await hasOfficialTimes(tx, eventId))
      throw conflict(messages.eventHasOfficialTimes).as('EVENT_HAS_TIMES');

    const referees = await tx
      .select({ userId: eventReferees.userId })
      .from(eventReferees)
      .where(eq(eventReferees.eventId, eventId));
    await tx.delete(events).where(eq(events.id, eventId));
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'event',
      entityId: eventId,
      before: { ...event, refereeIds: referees.map((referee) => referee.userId) },
    });
  });
}
