import { eq, sql } from 'drizzle-orm';
import { events } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import type { Deps } from '../deps';
import { type EventRow, selectEvents } from './select-events';

/** Exactly one of the two is given (the route's body schema sees to it). */
interface EventLookup {
  id?: number;
  path?: string;
}

/** One event by id, or by path in any case (the body schema guarantees exactly one). */
export async function getEvent({ db }: Deps<'db'>, input: EventLookup): Promise<EventRow> {
  const match =
    input.id !== undefined
      ? eq(events.id, input.id)
      : eq(sql`lower(${events.path})`, sql`lower(${input.path ?? ''})`);
  const [row] = await selectEvents(db).where(match).limit(1);
  if (!row) throw notFound('Event');
  return row;
}
