import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { uniqueViolationOf } from '../db/errors';
import { oneTimeCodes, users } from '../db/schema/index';
import { openTestDatabase, resetDatabase } from '../test/database';
import { createUser } from '../test/factories';
import { CODE_POLICIES, createOneTimeCode, verifyOneTimeCode } from './one-time-codes';
import { digest } from './tokens';

let database: Database;
let userId: number;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await resetDatabase(database);
  ({ id: userId } = await createUser(database.db, { userName: 'runner', email: 'runner@example.com' }));
});

const start = new Date('2026-03-01T10:00:00Z');
const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const phone = {
  purpose: 'phone_confirm' as const,
  get userId() {
    return userId;
  },
};

describe('one-time codes', () => {
  it('makes 6-digit phone codes and long e-mail tokens, storing only their digests', async () => {
    const code = await createOneTimeCode(database.db, { ...phone, now: start });
    const token = await createOneTimeCode(database.db, { purpose: 'email_confirm', userId, now: start });
    expect(code).toMatch(/^\d{6}$/);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const rows = await database.db.select().from(oneTimeCodes).orderBy(oneTimeCodes.id);
    expect(rows.map((row) => row.codeHash)).toEqual([digest(code), digest(token)]);
    expect(rows[0].expiresAt).toEqual(later(15));
    expect(rows[1].expiresAt).toEqual(later(48 * 60));
  });

  it('binds a code to the address it was sent to: it verifies for that address only, in any case', async () => {
    const mailed = { purpose: 'email_confirm' as const, userId, boundTo: 'New@Example.net' };
    const code = await createOneTimeCode(database.db, { ...mailed, now: start });
    const check = (boundTo: string | undefined) =>
      verifyOneTimeCode(database.db, { ...mailed, boundTo, code, now: later(1) });
    expect(await check('other@example.net')).toBe(false);
    expect(await check(undefined)).toBe(false);
    expect(await check('new@example.NET')).toBe(true);
  });

  it('accepts the right code once', async () => {
    const code = await createOneTimeCode(database.db, { ...phone, now: start });
    expect(await verifyOneTimeCode(database.db, { ...phone, code, now: later(1) })).toBe(true);
    expect(await verifyOneTimeCode(database.db, { ...phone, code, now: later(2) })).toBe(false);
  });

  it('refuses an expired code, a code of another purpose and a replaced code', async () => {
    const code = await createOneTimeCode(database.db, { ...phone, now: start });
    expect(await verifyOneTimeCode(database.db, { ...phone, code, now: later(15) })).toBe(false);
    const fresh = await createOneTimeCode(database.db, { ...phone, now: later(16) });
    expect(
      await verifyOneTimeCode(database.db, {
        purpose: 'password_reset',
        userId,
        code: fresh,
        now: later(17),
      }),
    ).toBe(false);
    const newest = await createOneTimeCode(database.db, { ...phone, now: later(17) });
    if (newest !== fresh)
      expect(await verifyOneTimeCode(database.db, { ...phone, code: fresh, now: later(18) })).toBe(false);
    expect(await verifyOneTimeCode(database.db, { ...phone, code: newest, now: later(18) })).toBe(true);
  });

  it(`refuses even the right code after ${CODE_POLICIES.phone_confirm.maxAttempts} wrong guesses`, async () => {
    const { maxAttempts } = CODE_POLICIES.phone_confirm;
    const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');
    const first = await createOneTimeCode(database.db, { ...phone, now: start });
    for (let n = 1; n < maxAttempts; n++) {
      expect(await verifyOneTimeCode(database.db, { ...phone, code: wrongFor(first), now: later(1) })).toBe(
        false,
      );
    }
    // The last allowed attempt can still be the right one.
    expect(await verifyOneTimeCode(database.db, { ...phone, code: first, now: later(1) })).toBe(true);

    const second = await createOneTimeCode(database.db, { ...phone, now: later(2) });
    for (let n = 0; n < maxAttempts; n++)
      await verifyOneTimeCode(database.db, { ...phone, code: wrongFor(second), now: later(3) });
    expect(await verifyOneTimeCode(database.db, { ...phone, code: second, now: later(3) })).toBe(false);
    const [row] = await database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.codeHash, digest(second)));
    expect(row.attempts).toBe(maxAttempts);
  });

  it('lets only one of several simultaneous checks of the right code succeed', async () => {
    const code = await createOneTimeCode(database.db, { ...phone, now: start });
    const results = await Promise.all(
      Array.from({ length: 4 }, () => verifyOneTimeCode(database.db, { ...phone, code, now: later(1) })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('uniqueViolationOf', () => {
  it('names the case-insensitive index a duplicate user hits, through the driver error', async () => {
    const duplicate = (values: { userName: string; email: string }) =>
      database.db
        .insert(users)
        .values({ ...values, passwordHash: 'x' })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
    expect(uniqueViolationOf(await duplicate({ userName: 'RUNNER', email: 'new@example.com' }))).toBe(
      'users_user_name_ci',
    );
    expect(uniqueViolationOf(await duplicate({ userName: 'new', email: 'RUNNER@example.com' }))).toBe(
      'users_email_ci',
    );
    expect(uniqueViolationOf(new Error('other'))).toBeUndefined();
  });
});
