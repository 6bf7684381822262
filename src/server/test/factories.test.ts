import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles, userRoles } from '../db/schema/index';
import { verifyPassword } from '../lib/passwords';
import { withTestDatabase } from './database';
import {
  assignReferee,
  createAdmin,
  createContent,
  createEquipment,
  createEvent,
  createLocation,
  createReferee,
  createSiteEquipment,
  createTime,
  createUser,
  TEST_PASSWORD,
} from './factories';

const database = withTestDatabase();

const db = () => database.db;

async function roleNames(userId: number): Promise<string[]> {
  const rows = await db()
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.name);
}

describe('test factories', () => {
  it('make every entity twice without clashing on unique names, paths or slugs', async () => {
    for (let round = 0; round < 2; round++) {
      await createUser(db());
      await createLocation(db());
      await createEquipment(db());
      await createSiteEquipment(db());
      await createEvent(db());
      await assignReferee(db());
      await createTime(db());
      await createContent(db());
    }
  });

  it('make confirmed users who sign in with the test password or their own, with their roles', async () => {
    const member = await createUser(db());
    const referee = await createReferee(db(), { userName: 'Ref' });
    const admin = await createAdmin(db(), { password: 'Another1' });
    expect(member).toMatchObject({ emailConfirmed: true, password: TEST_PASSWORD, disabled: false });
    expect(referee).toMatchObject({ userName: 'Ref', email: 'ref@example.com' });
    expect(await verifyPassword(member.passwordHash, TEST_PASSWORD)).toBe(true);
    expect(await verifyPassword(admin.passwordHash, 'Another1')).toBe(true);
    expect(await roleNames(member.id)).toEqual([]);
    expect(await roleNames(referee.id)).toEqual(['Referee']);
    expect(await roleNames(admin.id)).toEqual(['Admin']);
  });

  it('put obstacles on a course in order and events over eight hours', async () => {
    const park = await createLocation(db(), { name: 'Bondi Park' });
    expect(park.path).toBe('bondi-park');
    const first = await createSiteEquipment(db(), { locationId: park.id });
    const second = await createSiteEquipment(db(), { locationId: park.id });
    expect([first.index, second.index]).toEqual([1, 2]);
    const event = await createEvent(db(), {
      locationId: park.id,
      startTime: new Date('2026-01-01T09:00:00Z'),
    });
    expect(event.endTime).toEqual(new Date('2026-01-01T17:00:00Z'));
  });

  it('make a time official only when it carries an event, its start set by its duration', async () => {
    const event = await createEvent(db());
    const completed = new Date('2026-02-01T10:00:00Z');
    const casual = await createTime(db(), { duration: 30_000, timeCompleted: completed });
    const official = await createTime(db(), { eventId: event.id, locationId: event.locationId });
    expect(casual).toMatchObject({
      official: false,
      eventId: null,
      timeStarted: new Date('2026-02-01T09:59:30Z'),
    });
    expect(official).toMatchObject({ official: true, eventId: event.id });
  });
});
