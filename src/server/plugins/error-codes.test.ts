import { describe, expect, it } from 'vitest';
import { ERROR_CODE_NAMES } from '../../shared/error-codes';
import { createLocation } from '../test/factories';
import { withTestApp } from '../test/harness';

const t = withTestApp();

describe('error answers carry a stable code', () => {
  it('names the case a client treats apart, and the status’s general code otherwise', async () => {
    const { admin } = await t.roleTokens();
    const wrongLogin = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { user: 'nobody', password: 'Wrong123!' },
    });
    expect(wrongLogin.statusCode).toBe(401);
    expect(wrongLogin.json().code).toBe('LOGIN_FAILED');

    await createLocation(t.database.db, { name: 'Bondi', path: 'bondi' });
    const body = { name: 'BONDI', streetAddress: 'Beach Rd', city: 'Bondi', state: 'NSW' };
    const taken = await t.request({
      method: 'POST',
      url: '/api/Location/Create',
      payload: body,
      token: admin,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'NAME_TAKEN', fields: { name: expect.any(String) } });

    const invalid = await t.request({
      method: 'POST',
      url: '/api/Location/Create',
      payload: {},
      token: admin,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('INVALID_INPUT');

    const guest = await t.request({ method: 'POST', url: '/api/Location/Create', payload: body });
    expect(guest.json().code).toBe('UNAUTHENTICATED');
    expect((await t.app.inject({ method: 'GET', url: '/api/No/Such/Path' })).json().code).toBe('NOT_FOUND');
    const missing = await t.request({
      method: 'POST',
      url: '/api/Location/GetSingle',
      payload: { path: 'nowhere' },
    });
    expect(missing.json()).toEqual({ error: 'Location not found', code: 'NOT_FOUND' });
  });

  it('lists every code in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const text = JSON.stringify(document);
    for (const code of ERROR_CODE_NAMES) expect(text).toContain(`"${code}"`);
  });
});
