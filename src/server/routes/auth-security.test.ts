import { describe, expect, it } from 'vitest';
import { limits } from '../../shared/limits';
import { LOGIN_FAILURES_PER_ADDRESS } from '../services/auth/password-attempts';
import { withTestApp } from '../test/harness';

const t = withTestApp();

const login = (user: string, password: string, remoteAddress = '10.0.0.1', headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Auth/Login',
    payload: { user, password },
    remoteAddress,
    headers,
  });
const statuses = async (responses: Promise<{ statusCode: number }>[]) =>
  (await Promise.all(responses)).map((response) => response.statusCode);

describe('login failures count against the account from that address', () => {
  it('adds up failures by user name and by e-mail: the 6th try is 429 even with the right password', async () => {
    const user = await t.createUser({ userName: 'Runner', email: 'runner@example.com' });
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await login('runner', 'Wrong1234')).statusCode).toBe(401);
    expect((await login('RUNNER@example.com', 'Wrong1234')).statusCode).toBe(401);
    const blocked = await login('runner', user.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Refused from this address only: the owner elsewhere still signs in.
    expect((await login('runner@example.com', user.password, '10.9.9.9')).statusCode).toBe(200);
  });

  it('answers at most 5 of 10 parallel wrong passwords from one address with 401, the rest 429', async () => {
    await t.createUser({ userName: 'runner' });
    const answers = await statuses(Array.from({ length: 10 }, (_, n) => login('runner', `Wrong${n}`)));
    expect(answers.filter((status) => status === 401).length).toBeLessThanOrEqual(
      limits.loginFailuresAllowed,
    );
    expect(answers.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
  });

  it('limits names that belong to no account, in any case and spacing', async () => {
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await login('nobody', 'Wrong1234', '10.0.2.1')).statusCode).toBe(401);
    expect((await login(' NoBody ', 'Wrong1234', '10.0.2.1')).statusCode).toBe(429);
    expect((await login(' NoBody ', 'Wrong1234', '10.0.2.9')).statusCode).toBe(401);
  });

  it('clears the failures on a successful login', async () => {
    const user = await t.createUser({ userName: 'runner' });
    for (let attempt = 1; attempt <= 4; attempt++) await login('runner', 'Wrong1234');
    expect((await login('runner', user.password)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await login('runner', 'Wrong1234')).statusCode).toBe(401);
    expect((await login('runner', user.password)).statusCode).toBe(200);
  });
});

describe('login failures count against the address', () => {
  it(`answers 429 after ${LOGIN_FAILURES_PER_ADDRESS} failures for different names from one address`, async () => {
    const user = await t.createUser({ userName: 'untouched' });
    for (let n = 1; n <= LOGIN_FAILURES_PER_ADDRESS; n++)
      expect((await login(`guess${n}`, 'Wrong1234', '203.0.113.5')).statusCode).toBe(401);
    const blocked = await login('untouched', user.password, '203.0.113.5');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('untouched', user.password, '203.0.113.6')).statusCode).toBe(200);
  });

  it('does not count successful logins against the address', async () => {
    const user = await t.createUser({ userName: 'regular' });
    for (let n = 1; n < LOGIN_FAILURES_PER_ADDRESS; n++) await login(`guess${n}`, 'Wrong1234', '203.0.113.5');
    for (let n = 1; n <= 3; n++)
      expect((await login('regular', user.password, '203.0.113.5')).statusCode).toBe(200);
    expect((await login('last-guess', 'Wrong1234', '203.0.113.5')).statusCode).toBe(401);
    expect((await login('one-more', 'Wrong1234', '203.0.113.5')).statusCode).toBe(429);
  });

  it('leaves no address hit after parallel successful logins from one address (a venue wi-fi)', async () => {
    const members = await Promise.all(
      Array.from({ length: 10 }, (_, n) => t.createUser({ userName: `venue${n}` })),
    );
    const answers = await statuses(
      members.map((member) => login(member.userName, member.password, '203.0.113.9')),
    );
    expect(answers).toEqual(Array(10).fill(200));
    // Every failure the address may make is still there: none of the successes left a hit behind.
    for (let n = 1; n <= LOGIN_FAILURES_PER_ADDRESS; n++)
      expect((await login(`guess${n}`, 'Wrong1234', '203.0.113.9')).statusCode).toBe(401);
    expect((await login('one-more', 'Wrong1234', '203.0.113.9')).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For by default, so changing it does not dodge the address limit', async () => {
    const user = await t.createUser({ userName: 'untouched' });
    for (let n = 1; n <= LOGIN_FAILURES_PER_ADDRESS; n++) {
      const forged = { 'x-forwarded-for': `198.51.100.${n}` };
      expect((await login(`guess${n}`, 'Wrong1234', '127.0.0.1', forged)).statusCode).toBe(401);
    }
    const forged = { 'x-forwarded-for': '198.51.100.200' };
    expect((await login('untouched', user.password, '127.0.0.1', forged)).statusCode).toBe(429);
  });
});
