import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test/harness';

const t = withTestApp();
const HUGE = 'x'.repeat(10_000);

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload });

describe('text fields have a maximum length', () => {
  it.each([
    ['/Auth/Login', 'user', { user: HUGE, password: 'Passw0rd!' }],
    ['/Auth/Login', 'password', { user: 'runner', password: HUGE }],
    ['/Auth/Refresh', 'refreshToken', { refreshToken: HUGE }],
    ['/Auth/Refresh', 'token', { token: HUGE, refreshToken: 'abc' }],
    ['/Auth/Logout', 'refreshToken', { refreshToken: HUGE }],
    ['/Content/BySectionSlug', 'slug', { slug: HUGE }],
    ['/Event/GetSingle', 'path', { path: HUGE }],
    ['/Location/GetSingle', 'path', { path: HUGE }],
  ])('%s answers 10 000 characters of %s with a 400 naming it', async (url, field, payload) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toMatch(/characters or fewer/);
  });
});
