import { asc, desc, gte, lt } from 'drizzle-orm';
import { events } from '../../db/schema/index';
import type { Deps } from '../deps';
import { type EventRow, selectEvents } from './select-events';

export type EventListKind = 'all' | 'upcoming' | 'past';

/**
 * all: by start. upcoming: not yet ended (so a running event is still listed), soonest start first.
 * past: ended, most recent first.
 */
export function listEvents(
  { db, now }: Deps<'db' | 'now'>,
  input: { kind: EventListKind },
): Promise<EventRow[]> {
  const query = selectEvents(db);
  switch (input.kind) {
    case 'upcoming':
      return query.where(gte(events.endTime, now)).orderBy(asc(events.startTime), asc(events.id));
    case 'past':
      return query.where(lt(events.endTime, now)).orderBy(desc(events.startTime), desc(events.id));
    default:
      return query.orderBy(asc(events.startTime), asc(events.id));
  }
}
