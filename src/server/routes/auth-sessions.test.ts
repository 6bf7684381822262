import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshTokens } from '../db/schema/index';
import { digest } from '../lib/tokens';
import { endUserSessions } from '../services/auth/end-user-sessions';
import { withTestApp } from '../test/harness';

const t = withTestApp();

const guarded = (token?: string) => t.request({ method: 'GET', url: '/api/Leaderboard/MyResults', token });

interface Session {
  token: string;
  refreshToken: string;
}

async function signIn(userName: string): Promise<Session> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Auth/Login',
    payload: { user: userName, password: 'Passw0rd!' },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A token signed with the app's key but with the claims a test chooses. */
function handMade(claims: { sub: string; sid?: string; iss?: string; aud?: string }) {
  const { sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(t.config.jwtSecret));
}

describe('ending a session ends its access tokens at once', () => {
  it('answers 401 to the access token right after logout', async () => {
    const user = await t.createUser();
    const session = await signIn(user.userName);
    expect((await guarded(session.token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    const after = await guarded(session.token);
    expect(after.statusCode).toBe(401);
    expect(after.headers['token-expired']).toBeUndefined();
  });

  it('logging out one session leaves the other sessions of the user working', async () => {
    const user = await t.createUser();
    const phone = await signIn(user.userName);
    const laptop = await signIn(user.userName);
    await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Logout',
      payload: { refreshToken: phone.refreshToken },
    });
    expect((await guarded(phone.token)).statusCode).toBe(401);
    expect((await guarded(laptop.token)).statusCode).toBe(200);
  });

  it('answers 401 to every access token of the user right after endUserSessions', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const phone = await signIn(user.userName);
    const laptop = await signIn(user.userName);
    const bystander = await signIn(other.userName);
    await endUserSessions({ db: t.database.db, now: new Date() }, { userId: user.id });
    expect((await guarded(phone.token)).statusCode).toBe(401);
    expect((await guarded(laptop.token)).statusCode).toBe(401);
    expect((await guarded(bystander.token)).statusCode).toBe(200);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Refresh',
      payload: { refreshToken: laptop.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('keeps the access token of a refreshed session working, and ends it when a rotated token is reused', async () => {
    const user = await t.createUser();
    const first = await signIn(user.userName);
    const second = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Auth/Refresh',
        payload: { refreshToken: first.refreshToken },
      })
    ).json();
    expect((await guarded(second.token)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Refresh',
      payload: { refreshToken: first.refreshToken },
    });
    expect((await guarded(second.token)).statusCode).toBe(401);
  });

  it('ends the access token when its session has expired', async () => {
    const user = await t.createUser();
    const session = await signIn(user.userName);
    t.setNow(new Date(Date.now() + (t.config.refreshTokenTtl + 60) * 1000));
    expect((await guarded(session.token)).statusCode).toBe(401);
  });
});

describe('access-token claims', () => {
  it('refuses a token without a session id, or naming a session of another user', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    await signIn(user.userName);
    const [{ family }] = await t.database.db.select({ family: refreshTokens.family }).from(refreshTokens);
    const withoutSid = await handMade({ sub: String(user.id), iss: 'courseclock', aud: 'courseclock-api' });
    expect((await guarded(withoutSid)).statusCode).toBe(401);
    const borrowed = await handMade({
      sub: String(other.id),
      sid: family,
      iss: 'courseclock',
      aud: 'courseclock-api',
    });
    expect((await guarded(borrowed)).statusCode).toBe(401);
    const own = await handMade({
      sub: String(user.id),
      sid: family,
      iss: 'courseclock',
      aud: 'courseclock-api',
    });
    expect((await guarded(own)).statusCode).toBe(200);
  });

  it('refuses a token without iss and aud, or with others', async () => {
    const user = await t.createUser();
    await signIn(user.userName);
    const [{ family }] = await t.database.db.select({ family: refreshTokens.family }).from(refreshTokens);
    const sub = String(user.id);
    const cases = [
      { sub, sid: family },
      { sub, sid: family, aud: 'courseclock-api' },
      { sub, sid: family, iss: 'courseclock' },
      { sub, sid: family, iss: 'someone-else', aud: 'courseclock-api' },
      { sub, sid: family, iss: 'courseclock', aud: 'another-api' },
    ];
    for (const claims of cases) {
      const response = await guarded(await handMade(claims));
      expect(response.statusCode, JSON.stringify(claims)).toBe(401);
      expect(response.headers['token-expired']).toBeUndefined();
    }
  });
});

const LOGIN_AT = new Date('2026-01-05T09:00:00.000Z');
const DAY_MS = 24 * 60 * 60_000;
const at = (days: number, extraMs = 0) => new Date(LOGIN_AT.getTime() + days * DAY_MS + extraMs);

const refresh = (pair: Session) =>
  t.app.inject({ method: 'POST', url: '/api/Auth/Refresh', payload: { refreshToken: pair.refreshToken } });

async function storedToken(pair: Session) {
  const [row] = await t.database.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest(pair.refreshToken)));
  return row;
}

describe('a session ends SESSION_MAX_AGE (90 days) after its login, however often it is refreshed', () => {
  beforeEach(() => t.setNow(LOGIN_AT));

  it('refreshes every 20 days until day 90, then answers 401 as for an expired refresh', async () => {
    expect(t.config.sessionMaxAge).toBe(90 * 24 * 60 * 60);
    const user = await t.createUser();
    let pair = await signIn(user.userName);
    for (const day of [20, 40, 60, 80]) {
      t.setNow(at(day));
      const renewed = await refresh(pair);
      expect(renewed.statusCode, `day ${day}`).toBe(200);
      pair = renewed.json();
    }
    t.setNow(at(89, DAY_MS - 1000));
    expect((await guarded(pair.token)).statusCode).toBe(200);
    t.setNow(at(90));
    const ended = await refresh(pair);
    expect(ended.statusCode).toBe(401);
    expect(ended.headers['token-expired']).toBeUndefined();
    // The same answer as a refresh token past its own expiry.
    t.setNow(at(0));
    const other = await signIn(user.userName);
    t.setNow(at(0, (t.config.refreshTokenTtl + 1) * 1000));
    expect((await refresh(other)).json()).toEqual(ended.json());
  });

  it("never lets a refresh token outlive its session, so the session's access tokens stop at its end too", async () => {
    const user = await t.createUser();
    const first = await signIn(user.userName);
    expect((await storedToken(first)).sessionStartedAt).toEqual(LOGIN_AT);
    let late = first;
    for (const day of [25, 50, 75]) {
      t.setNow(at(day));
      late = (await refresh(late)).json();
    }
    const row = await storedToken(late);
    expect(row.sessionStartedAt).toEqual(LOGIN_AT);
    expect(row.expiresAt).toEqual(at(90));
    expect((await guarded(late.token)).statusCode).toBe(200);
    t.setNow(at(90));
    const after = await guarded(late.token);
    expect(after.statusCode).toBe(401);
    expect(after.headers['token-expired']).toBeUndefined();
  });

  it('ends a session whose token was issued before expiries were capped at the session end', async () => {
    const user = await t.createUser();
    const pair = await signIn(user.userName);
    // As migration 0009 left a session that began long ago and was refreshed lately.
    await t.database.db
      .update(refreshTokens)
      .set({ sessionStartedAt: at(-91), expiresAt: at(20) })
      .where(eq(refreshTokens.tokenHash, digest(pair.refreshToken)));
    expect((await refresh(pair)).statusCode).toBe(401);
  });

  it('starts a new 90 days at each login', async () => {
    const user = await t.createUser();
    await signIn(user.userName);
    t.setNow(at(85));
    let pair = await signIn(user.userName);
    t.setNow(at(100));
    const renewed = await refresh(pair);
    expect(renewed.statusCode).toBe(200);
    pair = renewed.json();
    // Its own 30 days from the refresh: the earlier login's end (day 90) does not bind it.
    expect((await storedToken(pair)).expiresAt).toEqual(at(100, t.config.refreshTokenTtl * 1000));
  });
});
