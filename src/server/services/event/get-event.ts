import { eq, sql } from 'drizzle-orm';
import type { GetEventBody } from '../../../shared/schemas/event';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import type { EventRow } from '../../presenters/event';
import { selectEvents } from './select-events';

interface GetEventInput {
  db: DbOrTx;
  input: GetEventBody;
}

/** One event by id, or by path in any case (the body schema guarantees exactly one). */
export async function getEvent({ db, input }: GetEventInput): Promise<EventRow> {
  const match =
    input.id !== undefined
      ? eq(events.id, input.id)
      : eq(sql`lower(${events.path})`, sql`lower(${input.path ?? ''})`);
  const [row] = await selectEvents(db).where(match).limit(1);
  if (!row) throw notFound('Event');
  return row;
}
