import { describe, expect, it } from 'vitest';
import { countHits } from '../lib/rate-limit';
import {
  ACCOUNT_FAILURES_BEFORE_SLOWDOWN,
  beginPasswordAttempt,
  passwordAttemptRules,
  recordLoginFailure,
  SLOWDOWN_FIRST_MS,
  SLOWDOWN_MOST_MS,
  slowdownMs,
} from '../services/auth/password-attempts';
import { withTestApp } from '../test/harness';

const NOW = new Date('2026-03-14T08:00:00.000Z');
const t = withTestApp({ now: NOW });

const login = (user: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/Auth/Login', payload: { user, password }, remoteAddress });

/** Failed logins on the account from `count` different addresses, none past its own limit. */
async function failuresFromEverywhere(userId: number, count: number) {
  for (let n = 0; n < count; n++)
    await recordLoginFailure(t.database.db, { userId, ip: `198.51.${100 + (n >> 8)}.${n & 0xff}`, now: NOW });
}

describe('a referee cannot be locked out from elsewhere', () => {
  it('signs in from an address without failures after 5 wrong passwords from another', async () => {
    const referee = await t.createUser({ userName: 'referee', roles: ['Referee'] });
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await login('referee', 'Wrong1234', '203.0.113.66')).statusCode).toBe(401);
    const refused = await login('referee', referee.password, '203.0.113.66');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('referee', referee.password, '10.0.0.7')).statusCode).toBe(200);
  });

  it('signs in after wrong passwords from many addresses, each refused once past its own 5', async () => {
    const referee = await t.createUser({ userName: 'referee', roles: ['Referee'] });
    for (const address of ['203.0.113.1', '203.0.113.2', '2001:db8:7::1', '2001:db8:8::1'])
      for (let attempt = 1; attempt <= 6; attempt++)
        expect((await login('referee', 'Wrong1234', address)).statusCode).toBe(attempt <= 5 ? 401 : 429);
    expect((await login('referee', referee.password, '10.0.0.7')).statusCode).toBe(200);
  });

  it("clears only the signing-in address's failures", async () => {
    const user = await t.createUser({ userName: 'runner' });
    for (let attempt = 1; attempt <= 4; attempt++) {
      await login('runner', 'Wrong1234', '203.0.113.1');
      await login('runner', 'Wrong1234', '203.0.113.2');
    }
    expect((await login('runner', user.password, '203.0.113.1')).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await login('runner', 'Wrong1234', '203.0.113.1')).statusCode).toBe(401);
    expect((await login('runner', 'Wrong1234', '203.0.113.2')).statusCode).toBe(401);
    expect((await login('runner', user.password, '203.0.113.2')).statusCode).toBe(429);
  });

  it('counts failures from every address against the account, and a success does not wipe them', async () => {
    const user = await t.createUser({ userName: 'runner' });
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      await login('runner', 'Wrong1234', address);
    const { account } = passwordAttemptRules({ userId: user.id }, '10.0.0.7');
    expect(await countHits(t.database.db, account, NOW)).toBe(3);
    expect((await login('runner', user.password, '10.0.0.7')).statusCode).toBe(200);
    expect(await countHits(t.database.db, account, NOW)).toBe(3);
  });
});

describe(`past ${ACCOUNT_FAILURES_BEFORE_SLOWDOWN} failures an hour the account is slowed, never refused`, () => {
  it('waits longer with each failure, up to the most, and not once the hour has passed', async () => {
    const user = await t.createUser({ userName: 'runner' });
    const attempt = (now: Date) =>
      beginPasswordAttempt({ db: t.database.db, now }, { subject: { userId: user.id }, address: '10.0.0.7' });
    await failuresFromEverywhere(user.id, ACCOUNT_FAILURES_BEFORE_SLOWDOWN - 1);
    expect((await attempt(NOW)).waitedMs).toBe(0);
    expect((await attempt(NOW)).waitedMs).toBe(SLOWDOWN_FIRST_MS);
    expect((await attempt(NOW)).waitedMs).toBe(2 * SLOWDOWN_FIRST_MS);
    expect((await attempt(new Date(NOW.getTime() + 61 * 60_000))).waitedMs).toBe(0);
  });

  it('answers the right password from a fresh address with 200 after the wait, and a wrong one with 401', async () => {
    const user = await t.createUser({ userName: 'referee', roles: ['Referee'] });
    await failuresFromEverywhere(user.id, ACCOUNT_FAILURES_BEFORE_SLOWDOWN);
    const started = performance.now();
    expect((await login('referee', user.password, '10.0.0.7')).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_FIRST_MS);
    expect((await login('referee', 'Wrong1234', '10.0.0.8')).statusCode).toBe(401);
  });

  it('doubles from the first wait and stops at the most', () => {
    expect(slowdownMs(0)).toBe(0);
    expect(slowdownMs(ACCOUNT_FAILURES_BEFORE_SLOWDOWN - 1)).toBe(0);
    expect(slowdownMs(ACCOUNT_FAILURES_BEFORE_SLOWDOWN)).toBe(SLOWDOWN_FIRST_MS);
    expect(slowdownMs(ACCOUNT_FAILURES_BEFORE_SLOWDOWN + 1)).toBe(2 * SLOWDOWN_FIRST_MS);
    expect(slowdownMs(ACCOUNT_FAILURES_BEFORE_SLOWDOWN + 4)).toBe(SLOWDOWN_MOST_MS);
    expect(slowdownMs(10_000_000)).toBe(SLOWDOWN_MOST_MS);
  });
});

describe('recordLoginFailure (a wrong password checked outside login)', () => {
  it('counts like a failed login from that address, and only there', async () => {
    const user = await t.createUser({ userName: 'runner' });
    for (let n = 1; n <= 5; n++)
      await recordLoginFailure(t.database.db, { userId: user.id, ip: '203.0.113.9', now: NOW });
    expect((await login('runner', user.password, '203.0.113.9')).statusCode).toBe(429);
    expect((await login('runner', user.password, '203.0.113.10')).statusCode).toBe(200);
  });
});
