import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { createOneTimeCode } from '../lib/one-time-codes';
import { withTestApp } from '../test/harness';

const t = withTestApp();

const confirm = (payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/Account/ConfirmEmail', payload, remoteAddress });

async function unconfirmedMember() {
  const user = await t.createUser({ userName: 'newbie', emailConfirmed: false });
  const code = await createOneTimeCode(t.database.db, {
    purpose: 'email_confirm',
    userId: user.id,
    now: new Date(),
    boundTo: user.email,
  });
  return { userId: user.id, code };
}

describe('guesses at an e-mail confirmation code', () => {
  it("count against the guessing address, not the link: a stranger's 20 guesses leave the owner's link working", async () => {
    const { userId, code } = await unconfirmedMember();
    const answers: number[] = [];
    for (let n = 0; n < 20; n++)
      answers.push((await confirm({ userId, code: `guess-${n}` }, '203.0.113.9')).statusCode);

    const owner = await confirm({ userId, code }, '198.51.100.7');
    expect(owner.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row.emailConfirmed).toBe(true);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(answers.slice(10)).toEqual(Array(10).fill(429));
  });

  it('answer 429 with Retry-After once an address has made 10 attempts in 15 minutes', async () => {
    const { userId, code } = await unconfirmedMember();
    for (let n = 0; n < 10; n++) await confirm({ userId, code: `guess-${n}` }, '203.0.113.9');
    const blocked = await confirm({ userId, code }, '203.0.113.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
