import { asc, desc, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema/index';
import type { EventRow } from '../../presenters/event';
import { selectEvents } from './select-events';

export type EventListKind = 'all' | 'upcoming' | 'past';

interface ListEventsInput {
  db: DbOrTx;
  now: Date;
  input: { kind: EventListKind };
}

/**
 * all: by start. upcoming: not yet ended (so a running event is still listed), soonest start first.
 * past: ended, most recent first.
 */
export function listEvents({ db, now, input }: ListEventsInput): Promise<EventRow[]> {
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
