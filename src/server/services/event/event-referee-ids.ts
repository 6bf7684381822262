import { eq } from 'drizzle-orm';
import { eventReferees, events } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import type { EventFacts } from '../../policies/time';
import type { Deps } from '../deps';

/** What the time policy needs to know of an event: who referees it and when it runs (404 if it is gone). */
export async function loadEventFacts(
  { db }: Deps<'db'>,
  { eventId }: { eventId: number },
): Promise<EventFacts> {
  const rows = await db
    .select({ startTime: events.startTime, endTime: events.endTime, refereeId: eventReferees.userId })
    .from(events)
    .leftJoin(eventReferees, eq(eventReferees.eventId, events.id))
    .where(eq(events.id, eventId));
  const [first] = rows;
  if (!first) throw notFound('Event');
  return {
    startTime: first.startTime,
    endTime: first.endTime,
    refereeIds: rows.flatMap((row) => (row.refereeId === null ? [] : [row.refereeId])),
  };
}
