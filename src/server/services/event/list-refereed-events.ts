import { and, asc, desc, eq, exists, gte, lt } from 'drizzle-orm';
import { eventReferees, events } from '../../db/schema/index';
import type { Deps, SignedIn } from '../deps';
import { type EventRow, selectEvents } from './select-events';

export type RefereedEventsWhen = 'current' | 'past';

/**
 * The events a referee works: 'current' = not yet ended (running ones first, as they start
 * earliest), 'past' = ended, newest first. An admin referees every event.
 */
export function listRefereedEvents(
  { db, now, actor }: Deps<'db' | 'now'> & SignedIn,
  { when }: { when: RefereedEventsWhen },
): Promise<EventRow[]> {
  const assigned = actor.isAdmin
    ? undefined
    : exists(
        db
          .select()
          .from(eventReferees)
          .where(and(eq(eventReferees.eventId, events.id), eq(eventReferees.userId, actor.id))),
      );
  const query = selectEvents(db);
  return when === 'current'
    ? query.where(and(gte(events.endTime, now), assigned)).orderBy(asc(events.startTime), asc(events.id))
    : query.where(and(lt(events.endTime, now), assigned)).orderBy(desc(events.startTime), desc(events.id));
}
