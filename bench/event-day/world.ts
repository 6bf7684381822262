import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client';
import { ensureRoles } from '../../src/server/db/roles';
import { eventReferees, events, roles, userRoles, users } from '../../src/server/db/schema/index';
import { hashPassword } from '../../src/server/lib/passwords';
import { ROLE_REFEREE } from '../../src/shared/roles';
import { seedBench } from '../seed';
import type { BenchTarget } from '../target';

export const PASSWORD = 'Bench-passw0rd!';
const PARKS = 50;

interface WorldShape {
  /** Historic times on the boards before the day starts (bench/seed.ts spreads them over two years). */
  times: number;
  /** Parks whose courses the members run on the day; the event is at the first. */
  courses: number;
  referees: number;
  /** Members who save casual times (each signs in once). */
  members: number;
}

/** What the traffic needs: ids, addresses and the people who sign in. */
export interface World {
  event: { id: number; path: string; locationId: number };
  courses: Array<{ id: number; path: string }>;
  refereeNames: string[];
  memberNames: string[];
  /** Competitors whose runs the referees record. */
  competitorIds: number[];
}

/**
 * An event day on a fresh database: bench/seed.ts's parks, members and two years of times, then a
 * running event at the first park with its referees. Users bN are ids N (bench/seed.ts).
 */
export async function seedEventDay(target: BenchTarget, shape: WorldShape, now: Date): Promise<World> {
  const { database } = target;
  await database.migrate();
  await ensureRoles(database.db);
  const passwordHash = await hashPassword(PASSWORD);
  const users_ = Math.max(shape.members + 200, Math.round(shape.times / 50));
  await seedBench(
    database.db,
    {
      times: shape.times,
      users: users_,
      locations: PARKS,
      eventsPerLocation: 4,
      days: 730,
      obstacles: 8,
      splitShare: 0.3,
      now,
    },
    passwordHash,
  );
  const { db } = database;
  const [event] = await db
    .insert(events)
    .values({
      name: 'Event Day',
      path: 'event-day',
      locationId: 1,
      startTime: new Date(now.getTime() - 3_600_000),
      endTime: new Date(now.getTime() + 8 * 3_600_000),
    })
    .returning();
  const refereeNames = Array.from({ length: shape.referees }, (_, i) => `eventref${i + 1}`);
  const referees = await db
    .insert(users)
    .values(refereeNames.map((userName) => ({ userName, email: `${userName}@bench.test`, passwordHash })))
    .returning({ id: users.id });
  const [refereeRole] = await db.select().from(roles).where(sql`${roles.name} = ${ROLE_REFEREE}`);
  await db.insert(userRoles).values(referees.map(({ id }) => ({ userId: id, roleId: refereeRole.id })));
  await db.insert(eventReferees).values(referees.map(({ id }) => ({ eventId: event.id, userId: id })));
  const courses = await queryRows<{ id: number; path: string }>(
    db,
    sql`select id, path from locations where id <= ${shape.courses} order by id`,
  );
  return {
    event: { id: event.id, path: event.path, locationId: event.locationId },
    courses,
    refereeNames,
    memberNames: Array.from({ length: shape.members }, (_, i) => `b${i + 1}`),
    competitorIds: Array.from({ length: 100 }, (_, i) => users_ - i),
  };
}
