import { and, eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { eventReferees, users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { invalidField, notFound } from '../../lib/http-errors';
import type { Deps, SignedIn } from '../deps';
import {
  assertEventExists,
  isActiveReferee,
  listEventReferees,
  type RefereeRow,
} from './list-event-referees';

interface EventRefereeChange {
  eventId: number;
  refereeId: number;
}

/**
 * Puts a referee on an event (admins; docs/spec.md §7): adding one already there changes nothing. A user who
 * is not an active referee is a 400. Answers the event's referees after the change.
 */
export async function addEventReferee(
  { db, actor }: Deps<'db'> & SignedIn,
  { eventId, refereeId }: EventRefereeChange,
): Promise<RefereeRow[]> {
  return db.transaction(async (tx) => {
    await assertEventExists({ db: tx }, { eventId });
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, refereeId));
    if (!user) throw notFound('User');
    const [referee] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, refereeId), isActiveReferee(tx)));
    if (!referee) throw invalidField('refereeId', messages.notReferee);

    const [added] = await tx
      .insert(eventReferees)
      .values({ eventId, userId: refereeId })
      .onConflictDoNothing()
      .returning();
    if (added)
      await recordAudit(tx, {
        actor,
        action: 'create',
        entity: 'event_referee',
        entityId: added.id,
        after: added,
      });
    return listEventReferees({ db: tx }, { eventId });
  });
}

/** Takes a referee off an event (admins); 404 when they are not on it. Answers the remaining referees. */
export async function removeEventReferee(
  { db, actor }: Deps<'db'> & SignedIn,
  { eventId, refereeId }: EventRefereeChange,
): Promise<RefereeRow[]> {
  return db.transaction(async (tx) => {
    await assertEventExists({ db: tx }, { eventId });
    const [removed] = await tx
      .delete(eventReferees)
      .where(and(eq(eventReferees.eventId, eventId), eq(eventReferees.userId, refereeId)))
      .returning();
    if (!removed) throw notFound('Referee on this event');
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'event_referee',
      entityId: removed.id,
      before: removed,
    });
    return listEventReferees({ db: tx }, { eventId });
  });
}
