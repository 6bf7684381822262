import type { Db } from '../db/client';
import { events, locations, times } from '../db/schema/index';

/** Test data written straight through Drizzle, so boards can be checked at chosen dates. */

let sequence = 0;

export async function insertLocation(
  db: Db,
  overrides: Partial<typeof locations.$inferInsert> = {},
): Promise<number> {
  sequence += 1;
  const name = overrides.name ?? `Park ${sequence}`;
  const [row] = await db
    .insert(locations)
    .values({
      name,
      path: name.toLowerCase().replaceAll(' ', '-'),
      streetNumber: '1',
      streetAddress: 'Beach Rd',
      city: 'Bondi',
      state: 'NSW',
      ...overrides,
    })
    .returning({ id: locations.id });
  return row.id;
}

export async function insertEvent(
  db: Db,
  locationId: number,
  start = new Date('2025-01-01T00:00:00Z'),
): Promise<number> {
  sequence += 1;
  const [row] = await db
    .insert(events)
    .values({
      name: `Event ${sequence}`,
      path: `event-${sequence}`,
      locationId,
      startTime: start,
      endTime: new Date(start.getTime() + 8 * 3600_000),
    })
    .returning({ id: events.id });
  return row.id;
}

export interface TimeFixture {
  userId: number;
  locationId: number;
  duration: number;
  /** Completion time; the start is derived from the duration. */
  completed: Date;
  eventId?: number;
}

/** A run; official when it carries an event (the referee path). */
export async function insertTime(db: Db, time: TimeFixture): Promise<number> {
  const [row] = await db
    .insert(times)
    .values({
      userId: time.userId,
      locationId: time.locationId,
      eventId: time.eventId ?? null,
      official: time.eventId !== undefined,
      duration: time.duration,
      timeCompleted: time.completed,
      timeStarted: new Date(time.completed.getTime() - time.duration),
    })
    .returning({ id: times.id });
  return row.id;
}

export const daysBefore = (date: Date, days: number): Date => new Date(date.getTime() - days * 86_400_000);
