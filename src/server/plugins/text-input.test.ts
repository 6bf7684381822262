import { describe, expect, it } from 'vitest';
import { createLocation } from '../test/factories';
import { withTestApp } from '../test/harness';
import { BROKEN_TEXT, NUL_IN_TEXT } from './text-input';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const t = withTestApp({ now: NOW });

/** Bad input that PostgreSQL itself would refuse: each must be a 400 naming the field, never a 500. */
describe('input PostgreSQL cannot store', () => {
  it('refuses a NUL character in a body field, naming the field', async () => {
    const cases = [
      { url: '/api/Auth/Login', payload: { user: 'a\u0000b', password: 'x' }, field: 'user' },
      { url: '/api/Location/GetSingle', payload: { path: 'bondi\u0000' }, field: 'path' },
      {
        url: '/api/Account/EmailFeedback',
        payload: { userName: 'Sam', replyTo: 'sam@example.com', comment: 'hi\u0000' },
        field: 'comment',
      },
    ];
    for (const { url, payload, field } of cases) {
      const response = await t.request({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fields, url).toEqual({ [field]: NUL_IN_TEXT });
    }
  });

  it('refuses a lone surrogate (found by the fuzz as a 500 on SMS text), and keeps paired ones', async () => {
    const admin = await t.createUser({ roles: ['Admin'] });
    const token = await t.login(admin.userName);
    for (const message of ['x\udfffy', 'x\ud83d']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/Sms/SendToAll',
        payload: { message },
        token,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ message: BROKEN_TEXT });
    }
    const paired = await t.request({
      method: 'POST',
      url: '/api/Account/EmailFeedback',
      payload: { userName: 'Sam', replyTo: 'sam@example.com', comment: 'great run \ud83c\udfc3' },
    });
    expect(paired.statusCode).toBe(200);
  });

  it('refuses a NUL character in the query string', async () => {
    const response = await t.request({ method: 'GET', url: '/api/Location/ListState?state=NSW%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ state: NUL_IN_TEXT });
  });

  it('refuses ids beyond PostgreSQL integer range', async () => {
    const cases = [
      {
        method: 'POST',
        url: '/api/Leaderboard/ListResults',
        payload: { locationId: 2_147_483_648 },
        field: 'locationId',
      },
      { method: 'GET', url: '/api/Leaderboard/CasualResults/99999999999', field: 'id' },
      { method: 'POST', url: '/api/Equipment/GetSingle', payload: { id: 2_147_483_648 }, field: 'id' },
      {
        method: 'POST',
        url: '/api/Account/ConfirmEmail',
        payload: { userId: 3e9, code: 'abc' },
        field: 'userId',
      },
    ] as const;
    for (const { field, ...request } of cases) {
      const response = await t.request(request);
      expect(response.statusCode, request.url).toBe(400);
      expect(Object.keys(response.json().fields), request.url).toEqual([field]);
    }
    const largest = await t.request({
      method: 'POST',
      url: '/api/Equipment/GetSingle',
      payload: { id: 2_147_483_647 },
    });
    expect(largest.statusCode).toBe(404);
  });

  it('refuses a run dated in year 0', async () => {
    const { id: locationId } = await createLocation(t.database.db);
    await t.createUser({ userName: 'runner' });
    const response = await t.request({
      method: 'POST',
      url: '/api/Leaderboard/AddToLeaderboard',
      token: await t.login('runner'),
      payload: {
        locationId,
        timeStarted: '0000-06-01T00:00:00Z',
        timeCompleted: '0000-06-01T00:00:02Z',
        duration: 2000,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['timeCompleted', 'timeStarted']);
  });
});
