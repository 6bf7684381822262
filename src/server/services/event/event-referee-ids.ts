import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { eventReferees } from '../../db/schema/index';
import type { EventFacts } from '../../policies/time';

/** What the time policy needs to know of an event: who referees it. */
export async function loadEventFacts(db: DbOrTx, eventId: number): Promise<EventFacts> {
  const rows = await db
    .select({ userId: eventReferees.userId })
    .from(eventReferees)
    .where(eq(eventReferees.eventId, eventId));
  return { refereeIds: rows.map((row) => row.userId) };
}
