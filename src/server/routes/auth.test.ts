import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { users } from '../db/schema/index';
import { AccessTokens } from '../lib/tokens';
import { withTestApp } from '../test/harness';

const t = withTestApp();

const login = (user: string, password: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/Auth/Login', payload: { user, password }, remoteAddress });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/Auth/Refresh', payload: { token: 'ignored', refreshToken } });

describe('POST /api/Auth/Login', () => {
  it('signs in by user name or e-mail in any case', async () => {
    const user = await t.createUser({ userName: 'Runner', email: 'Runner@Example.com' });
    for (const name of ['runner', 'RUNNER', 'runner@example.com', 'RUNNER@EXAMPLE.COM']) {
      const response = await login(name, user.password);
      expect(response.statusCode, name).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ isAdmin: false, isReferee: false, redirectTo: null });
      expect(body.token).toEqual(expect.any(String));
      expect(body.refreshToken).toEqual(expect.any(String));
    }
  });

  it('sends referees to Record Times and flags admins', async () => {
    await t.createUser({ userName: 'ref', roles: ['Referee'] });
    await t.createUser({ userName: 'boss', roles: ['Admin'] });
    expect((await login('ref', 'Passw0rd!')).json()).toMatchObject({
      isReferee: true,
      redirectTo: '/Referee/RecordTimes',
    });
    expect((await login('boss', 'Passw0rd!')).json()).toMatchObject({ isAdmin: true, redirectTo: '/Admin' });
  });

  it('gives the same 401 for a wrong password and an unknown user', async () => {
    await t.createUser({ userName: 'runner' });
    const wrong = await login('runner', 'Wrong1234');
    const unknown = await login('nobody', 'Wrong1234');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: messages.credentialsInvalid, code: 'LOGIN_FAILED' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a disabled user', async () => {
    const user = await t.createUser({ userName: 'gone', disabled: true });
    expect((await login('gone', user.password)).statusCode).toBe(401);
  });

  it('answers 429 with Retry-After on the 6th try after 5 failures for one account', async () => {
    const user = await t.createUser({ userName: 'runner' });
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await login('runner', 'Wrong1234')).statusCode).toBe(401);
    const blocked = await login('runner', user.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // The refusal is this address's: the right password from an address without failures signs in.
    expect((await login('runner', user.password, '10.0.0.2')).statusCode).toBe(200);
  });

  it('keeps the lock when a client on a public address forges X-Forwarded-For', async () => {
    await t.createUser({ userName: 'runner' });
    const forged = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Auth/Login',
        payload: { user: 'runner', password: 'Wrong1234' },
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': `198.51.100.${n}` },
      });
    for (let attempt = 1; attempt <= 5; attempt++) expect((await forged(attempt)).statusCode).toBe(401);
    expect((await forged(6)).statusCode).toBe(429);
  });

  it('lets the lock expire after 15 minutes', async () => {
    const user = await t.createUser({ userName: 'runner' });
    for (let attempt = 1; attempt <= 5; attempt++) await login('runner', 'Wrong1234');
    t.setNow(new Date(Date.now() + 16 * 60_000));
    expect((await login('runner', user.password)).statusCode).toBe(200);
  });

  it('answers 400 naming the fields for missing or wrongly typed input', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/Auth/Login', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['user', 'password']);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { user: 42, password: true },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fields).toHaveProperty('user');
    expect(wrongType.json().fields).toHaveProperty('password');
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"user": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/JSON/);
    expect(response.json().fields).toHaveProperty('body');
  });
});

describe('POST /api/Auth/Refresh', () => {
  it('returns a new pair, and the old refresh token then fails', async () => {
    const user = await t.createUser();
    const first = (await login(user.userName, user.password)).json();
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    expect(second.json().refreshToken).not.toBe(first.refreshToken);
    expect(second.json().token).toEqual(expect.any(String));
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
  });

  it('revokes the newer token too when a rotated one is reused', async () => {
    const user = await t.createUser();
    const first = (await login(user.userName, user.password)).json();
    const second = (await refresh(first.refreshToken)).json();
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('refuses an unknown token and a missing one', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'POST', url: '/api/Auth/Refresh', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('refreshToken');
  });
});

describe('POST /api/Auth/Logout', () => {
  it('revokes the refresh token', async () => {
    const user = await t.createUser();
    const session = (await login(user.userName, user.password)).json();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('answers 400 without a token', async () => {
    const out = await t.app.inject({ method: 'POST', url: '/api/Auth/Logout', payload: {} });
    expect(out.statusCode).toBe(400);
  });
});

describe('access tokens on guarded routes', () => {
  const guarded = (token?: string) => t.request({ method: 'GET', url: '/api/Leaderboard/MyResults', token });

  it('answers 401 with Token-Expired: true for an expired token', async () => {
    const user = await t.createUser();
    const expired = await new AccessTokens(t.config.jwtSecret, 1).sign({ userId: user.id, sessionId: 'any' });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const response = await guarded(expired);
    expect(response.statusCode).toBe(401);
    expect(response.headers['token-expired']).toBe('true');
  });

  it('refuses a forged token without Token-Expired', async () => {
    const user = await t.createUser();
    const forged = await new AccessTokens('another-secret-of-sufficient-length!!', 60).sign({
      userId: user.id,
      sessionId: 'any',
    });
    const response = await guarded(forged);
    expect(response.statusCode).toBe(401);
    expect(response.headers['token-expired']).toBeUndefined();
  });

  it("stops a disabled user's token at once", async () => {
    const user = await t.createUser();
    const token = await t.login(user.userName);
    expect((await guarded(token)).statusCode).toBe(200);
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect((await guarded(token)).statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    expect((await guarded()).statusCode).toBe(401);
  });
});
