import type { Db } from '../db/client';
import { createEvent, createLocation, createTime } from './factories';

/**
 * Id-returning forms of the factories, kept only for test files not yet moved to
 * src/server/test/factories.ts (live.test.ts, referee-*.test.ts, event-referees.test.ts,
 * security-idempotency.test.ts). New tests use the factories; delete this file once those move.
 */

export { daysBefore } from './factories';

export const insertLocation = async (db: Db, overrides: Parameters<typeof createLocation>[1] = {}) =>
  (await createLocation(db, overrides)).id;

export const insertEvent = async (db: Db, locationId: number, startTime = new Date('2025-01-01T00:00:00Z')) =>
  (await createEvent(db, { locationId, startTime })).id;

export interface TimeFixture {
  userId: number;
  locationId: number;
  duration: number;
  /** Completion time; the start is derived from the duration. */
  completed: Date;
  eventId?: number;
}

export const insertTime = async (db: Db, { completed, ...time }: TimeFixture) =>
  (await createTime(db, { ...time, timeCompleted: completed })).id;
