import { and, asc, desc, eq, exists, gte, lt } from 'drizzle-orm';
import { eventReferees, events } from '../../db/schema/index';
import { timePolicy } from '../../policies/time';
import type { Deps, SignedIn } from '../deps';
import { type EventRow, selectEvents } from './select-events';

export type RefereedEventsWhen = 'current' | 'past';

/** A refereed event and whether the actor may delete its official times now (Delete Times). */
export type RefereedEventRow = EventRow & { timesDeletable: boolean };

/**
 * The events a referee works: 'current' = not yet ended (running ones first, as they start
 * earliest), 'past' = ended, newest first. An admin referees every event. Each carries the time
 * policy's answer for deleting its times now, so Delete Times offers exactly the events a delete
 * would be accepted for.
 */
export async function listRefereedEvents(
  { db, now, actor }: Deps<'db' | 'now'> & SignedIn,
  { when }: { when: RefereedEventsWhen },
): Promise<RefereedEventRow[]> {
  const assigned = actor.isAdmin
    ? undefined
    : exists(
        db
          .select()
          .from(eventReferees)
          .where(and(eq(eventReferees.eventId, events.id), eq(eventReferees.userId, actor.id))),
      );
  const query = selectEvents(db);
  const rows = await (when === 'current'
    ? query.where(and(gte(events.endTime, now), assigned)).orderBy(asc(events.startTime), asc(events.id))
    : query.where(and(lt(events.endTime, now), assigned)).orderBy(desc(events.startTime), desc(events.id)));
  // Every row is one the actor referees (the query's `assigned`), or any for an admin.
  const refereeIds = actor.isAdmin ? [] : [actor.id];
  return rows.map((row) => ({
    ...row,
    timesDeletable: timePolicy.mayDeleteEventTimes(actor, { ...row, refereeIds }, now),
  }));
}
