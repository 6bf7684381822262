import { eq } from 'drizzle-orm';
import { eventReferees } from '../../db/schema/index';
import type { EventFacts } from '../../policies/time';
import type { Deps } from '../deps';

/** What the time policy needs to know of an event: who referees it. */
export async function loadEventFacts(
  { db }: Deps<'db'>,
  { eventId }: { eventId: number },
): Promise<EventFacts> {
  const rows = await db
    .select({ userId: eventReferees.userId })
    .from(eventReferees)
    .where(eq(eventReferees.eventId, eventId));
  return { refereeIds: rows.map((row) => row.userId) };
}
