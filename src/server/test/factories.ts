import { eq, max } from 'drizzle-orm';
import { ROLE_NAMES, type RoleName } from '../../shared/roles';
import type { DbOrTx } from '../db/client';
import {
  content,
  contentSections,
  equipment,
  eventReferees,
  events,
  locations,
  roles,
  siteEquipment,
  times,
  userRoles,
  users,
} from '../db/schema/index';
import { hashPassword } from '../lib/passwords';

/**
 * Test rows, one factory per entity (docs/architecture.md, "How to add an endpoint"): each takes the
 * database and overrides, fills unique defaults, creates the parents it needs when none are given, and
 * returns the inserted row.
 */

export const TEST_PASSWORD = 'Passw0rd!';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

const toPath = (name: string) => name.toLowerCase().replaceAll(' ', '-');

export const daysBefore = (date: Date, days: number): Date => new Date(date.getTime() - days * DAY_MS);

type UserRow = typeof users.$inferSelect;
export type UserOverrides = Partial<typeof users.$inferInsert> & { roles?: RoleName[]; password?: string };
/** The user row and the password that signs it in. */
export type CreatedUser = UserRow & { password: string };

// Hashing is slow on purpose; most users share the one test password.
let testPasswordHash: Promise<string> | undefined;

/** A confirmed member (`user<n>`, `user<n>@example.com`, TEST_PASSWORD), with the given roles. */
export async function createUser(
  db: DbOrTx,
  { roles: roleNames = [], password, ...overrides }: UserOverrides = {},
): Promise<CreatedUser> {
  const userName = overrides.userName ?? `user${next()}`;
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      userName,
      email: `${userName.toLowerCase()}@example.com`,
      firstName: 'Test',
      lastName: 'User',
      phoneNumber: '+61400000000',
      emailConfirmed: true,
      ...overrides,
      passwordHash: password ? await hashPassword(password) : await testPasswordHash,
    })
    .returning();
  for (const name of roleNames) {
    if (!ROLE_NAMES.includes(name)) throw new Error(`unknown role ${name}`);
    const [role] = await db.select().from(roles).where(eq(roles.name, name));
    await db.insert(userRoles).values({ userId: row.id, roleId: role.id });
  }
  return { ...row, password: password ?? TEST_PASSWORD };
}

export const createReferee = (db: DbOrTx, overrides: UserOverrides = {}) =>
  createUser(db, { ...overrides, roles: ['Referee'] });

export const createAdmin = (db: DbOrTx, overrides: UserOverrides = {}) =>
  createUser(db, { ...overrides, roles: ['Admin'] });

/** `Park <n>` at 1 Beach Rd, Bondi NSW; the path follows the name. */
export async function createLocation(db: DbOrTx, overrides: Partial<typeof locations.$inferInsert> = {}) {
  const name = overrides.name ?? `Park ${next()}`;
  const [row] = await db
    .insert(locations)
    .values({
      name,
      path: toPath(name),
      streetNumber: '1',
      streetAddress: 'Beach Rd',
      city: 'Bondi',
      state: 'NSW',
      ...overrides,
    })
    .returning();
  return row;
}

/** `Obstacle <n>`, no image or video; the path follows the name. */
export async function createEquipment(db: DbOrTx, overrides: Partial<typeof equipment.$inferInsert> = {}) {
  const name = overrides.name ?? `Obstacle ${next()}`;
  const [row] = await db
    .insert(equipment)
    .values({ name, path: toPath(name), ...overrides })
    .returning();
  return row;
}

/** An obstacle on a location's course, by default the next one in course order. */
export async function createSiteEquipment(
  db: DbOrTx,
  overrides: Partial<typeof siteEquipment.$inferInsert> = {},
) {
  const locationId = overrides.locationId ?? (await createLocation(db)).id;
  const equipmentId = overrides.equipmentId ?? (await createEquipment(db)).id;
  let index = overrides.index;
  if (index === undefined) {
    const [last] = await db
      .select({ index: max(siteEquipment.index) })
      .from(siteEquipment)
      .where(eq(siteEquipment.locationId, locationId));
    index = (last?.index ?? 0) + 1;
  }
  const [row] = await db
    .insert(siteEquipment)
    .values({ ...overrides, locationId, equipmentId, index })
    .returning();
  return row;
}

/** `Event <n>` over eight hours from startTime (1 Jan 2025 unless given), at a new location unless given. */
export async function createEvent(db: DbOrTx, overrides: Partial<typeof events.$inferInsert> = {}) {
  const n = next();
  const startTime = overrides.startTime ?? new Date('2025-01-01T00:00:00Z');
  const locationId = overrides.locationId ?? (await createLocation(db)).id;
  const [row] = await db
    .insert(events)
    .values({
      name: `Event ${n}`,
      path: `event-${n}`,
      endTime: new Date(startTime.getTime() + 8 * HOUR_MS),
      ...overrides,
      startTime,
      locationId,
    })
    .returning();
  return row;
}

/** Makes a user a referee of an event (new ones unless given; a new user gets the Referee role). */
export async function assignReferee(db: DbOrTx, overrides: Partial<typeof eventReferees.$inferInsert> = {}) {
  const eventId = overrides.eventId ?? (await createEvent(db)).id;
  const userId = overrides.userId ?? (await createReferee(db)).id;
  const [row] = await db
    .insert(eventReferees)
    .values({ ...overrides, eventId, userId })
    .returning();
  return row;
}

/**
 * A run of `duration` (one minute unless given) completed at timeCompleted (now unless given); the
 * start follows from the two. Official when it carries an event (the referee path), casual otherwise.
 */
export async function createTime(db: DbOrTx, overrides: Partial<typeof times.$inferInsert> = {}) {
  const userId = overrides.userId ?? (await createUser(db)).id;
  const locationId = overrides.locationId ?? (await createLocation(db)).id;
  const duration = overrides.duration ?? 60_000;
  const timeCompleted = overrides.timeCompleted ?? new Date();
  const [row] = await db
    .insert(times)
    .values({
      official: overrides.eventId != null,
      timingMethod: overrides.eventId != null ? 'referee' : 'manual',
      witnessed: overrides.eventId != null,
      timeStarted: new Date(timeCompleted.getTime() - duration),
      ...overrides,
      userId,
      locationId,
      duration,
      timeCompleted,
    })
    .returning();
  return row;
}

/** A content section `section-<n>` titled `Section <n>`. */
export async function createContentSection(
  db: DbOrTx,
  overrides: Partial<typeof contentSections.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(contentSections)
    .values({ name: `section ${n}`, slug: `section-${n}`, title: `Section ${n}`, ...overrides })
    .returning();
  return row;
}

/** A piece of content, in a new section unless given. */
export async function createContent(db: DbOrTx, overrides: Partial<typeof content.$inferInsert> = {}) {
  const n = next();
  const contentSectionId = overrides.contentSectionId ?? (await createContentSection(db)).id;
  const [row] = await db
    .insert(content)
    .values({ title: `Content ${n}`, copy: `<p>Content ${n}</p>`, ...overrides, contentSectionId })
    .returning();
  return row;
}
