import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/index';
import { findUserByLogin } from '../../lib/actor';
import { verifyPassword } from '../../lib/passwords';
import { openTestDatabase, resetDatabase } from '../../test/database';
import { ensureAdmin } from './ensure-admin';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => resetDatabase(database));

describe('ensureAdmin (ADMIN_EMAIL + ADMIN_PASSWORD)', () => {
  it('creates an active admin called admin who can sign in', async () => {
    const id = await ensureAdmin(
      { db: database.db },
      { email: 'Boss@Example.com', password: 'Sup3r!secret' },
    );
    const admin = await findUserByLogin(database.db, 'boss@example.com');
    expect(admin).toMatchObject({ id, userName: 'admin', disabled: false, roles: ['Admin'] });
    expect(await verifyPassword(admin?.passwordHash ?? '', 'Sup3r!secret')).toBe(true);
  });

  it('on a later start resets the password and re-enables the same account', async () => {
    const id = await ensureAdmin({ db: database.db }, { email: 'boss@example.com', password: 'First1!pass' });
    await database.db.update(users).set({ disabled: true }).where(eq(users.id, id));
    expect(
      await ensureAdmin({ db: database.db }, { email: 'BOSS@example.com', password: 'Second2!pass' }),
    ).toBe(id);
    const admin = await findUserByLogin(database.db, 'admin');
    expect(admin?.disabled).toBe(false);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'Second2!pass')).toBe(true);
    expect(await database.db.select().from(userRoles).where(eq(userRoles.userId, id))).toHaveLength(1);
  });

  it('takes admin2 when someone else is called admin', async () => {
    await database.db
      .insert(users)
      .values({ userName: 'Admin', email: 'other@example.com', passwordHash: 'x' });
    const id = await ensureAdmin(
      { db: database.db },
      { email: 'boss@example.com', password: 'Sup3r!secret' },
    );
    const [row] = await database.db.select({ userName: users.userName }).from(users).where(eq(users.id, id));
    expect(row.userName).toBe('admin2');
  });

  it('says so when the roles were never created', async () => {
    await database.db.delete(roles);
    await expect(
      ensureAdmin({ db: database.db }, { email: 'boss@example.com', password: 'Sup3r!secret' }),
    ).rejects.toThrow(/ensureRoles/);
  });
});
