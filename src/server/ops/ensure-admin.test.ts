import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, roles, userRoles, users } from '../db/schema/index';
import { findUserByLogin } from '../lib/actor';
import { verifyPassword } from '../lib/passwords';
import { withTestDatabase } from '../test/database';
import { createUser } from '../test/factories';
import { ensureAdmin } from './ensure-admin';

const database = withTestDatabase();

describe('ensureAdmin (ADMIN_EMAIL + ADMIN_PASSWORD)', () => {
  it('creates an active admin called admin who can sign in', async () => {
    const id = await ensureAdmin(
      { db: database.db, now: new Date() },
      { email: 'Boss@Example.com', password: 'Sup3r!secret' },
    );
    const admin = await findUserByLogin(database.db, 'boss@example.com');
    expect(admin).toMatchObject({ id, userName: 'admin', disabled: false, roles: ['Admin'] });
    expect(await verifyPassword(admin?.passwordHash ?? '', 'Sup3r!secret')).toBe(true);
  });

  it('on a later start resets the password and re-enables the same account', async () => {
    const id = await ensureAdmin(
      { db: database.db, now: new Date() },
      { email: 'boss@example.com', password: 'First1!pass' },
    );
    await database.db.update(users).set({ disabled: true }).where(eq(users.id, id));
    expect(
      await ensureAdmin(
        { db: database.db, now: new Date() },
        { email: 'BOSS@example.com', password: 'Second2!pass' },
      ),
    ).toBe(id);
    const admin = await findUserByLogin(database.db, 'admin');
    expect(admin?.disabled).toBe(false);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'Second2!pass')).toBe(true);
    expect(await database.db.select().from(userRoles).where(eq(userRoles.userId, id))).toHaveLength(1);
  });

  it('takes admin2 when someone else is called admin', async () => {
    await createUser(database.db, { userName: 'Admin', email: 'other@example.com' });
    const id = await ensureAdmin(
      { db: database.db, now: new Date() },
      { email: 'boss@example.com', password: 'Sup3r!secret' },
    );
    const [row] = await database.db.select({ userName: users.userName }).from(users).where(eq(users.id, id));
    expect(row.userName).toBe('admin2');
  });

  it('says so when the roles were never created', async () => {
    await database.db.delete(roles);
    await expect(
      ensureAdmin(
        { db: database.db, now: new Date() },
        { email: 'boss@example.com', password: 'Sup3r!secret' },
      ),
    ).rejects.toThrow(/ensureRoles/);
  });

  it('refuses to promote an account whose e-mail was never confirmed, and changes nothing', async () => {
    const squatter = await createUser(database.db, {
      userName: 'early',
      email: 'boss@example.com',
      password: 'Their0wn!',
      emailConfirmed: false,
    });
    await expect(
      ensureAdmin(
        { db: database.db, now: new Date() },
        { email: 'Boss@Example.com', password: 'Sup3r!secret' },
      ),
    ).rejects.toThrow(/ADMIN_EMAIL boss@example\.com belongs to the account 'early'.*never confirmed/);
    const after = await findUserByLogin(database.db, 'early');
    expect(after).toMatchObject({ id: squatter.id, roles: [] });
    expect(await verifyPassword(after?.passwordHash ?? '', 'Their0wn!')).toBe(true);
  });

  it("ends the sessions of an existing account it promotes, or whose password it changes, and keeps an unchanged admin's", async () => {
    const member = await createUser(database.db, { userName: 'promoted', email: 'boss@example.com' });
    const openSession = async (family: string) =>
      database.db.insert(refreshTokens).values({
        userId: member.id,
        family,
        tokenHash: family,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    const live = async () =>
      (await database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, member.id)))
        .filter((row) => row.revokedAt === null)
        .map((row) => row.family)
        .sort();
    const start = (password: string) =>
      ensureAdmin({ db: database.db, now: new Date() }, { email: 'boss@example.com', password });

    await openSession('before-promotion');
    await start('First1!pass');
    expect(await live()).toEqual([]);

    await openSession('as-admin');
    await start('First1!pass');
    expect(await live()).toEqual(['as-admin']);

    await start('Second2!pass');
    expect(await live()).toEqual([]);
  });
});
