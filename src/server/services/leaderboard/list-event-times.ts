import { asc, eq } from 'drizzle-orm';
import { events, times, users } from '../../db/schema/index';
import { forbidden, notFound } from '../../lib/http-errors';
import { timePolicy } from '../../policies/time';
import type { Deps, SignedIn } from '../deps';
import { loadEventFacts } from '../event/event-referee-ids';

export interface RecordedTimeRow {
  id: number;
  duration: number;
  timeCompleted: Date;
  userId: number;
  userName: string;
  firstName: string | null;
  lastName: string | null;
}

/** The columns of a recorded time as the referee's list shows it (also Undo's answer). */
export const recordedTimeColumns = {
  id: times.id,
  duration: times.duration,
  timeCompleted: times.timeCompleted,
  userId: users.id,
  userName: users.userName,
  firstName: users.firstName,
  lastName: users.lastName,
};

/**
 * Every official time of an event in the order they were run (the referee's Delete Times list),
 * disabled competitors included: the referee may still need to remove their times.
 */
export async function listEventTimes(
  { db, actor }: Deps<'db'> & SignedIn,
  { eventId }: { eventId: number },
): Promise<RecordedTimeRow[]> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw notFound('Event');
  if (!timePolicy.mayListRecorded(actor, await loadEventFacts({ db }, { eventId }))) throw forbidden();
  return db
    .select(recordedTimeColumns)
    .from(times)
    .innerJoin(users, eq(users.id, times.userId))
    .where(eq(times.eventId, eventId))
    .orderBy(asc(times.timeCompleted), asc(times.id));
}
