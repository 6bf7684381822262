import { describe, expect, it } from 'vitest';
import { PAIRING_LIFETIME_MS } from '../../shared/gate/pairing';
import type { GatePairing } from '../../shared/schemas/gate';
import { createLocation } from '../test/factories';
import { gateCalls } from '../test/gate';
import { withTestApp } from '../test/harness';

/** Making, joining and reading two-phone gate pairings, and the server's clock. */
const t = withTestApp();
const gate = gateCalls(t);
const T0 = new Date('2026-05-04T06:00:00.000Z');

describe('POST /api/Gate/CreatePairing', () => {
  it('opens a pairing with a 6-digit code, its expiry and a join address', async () => {
    t.setNow(T0);
    const { token } = await t.signIn();
    const location = await createLocation(t.database.db);
    const response = await gate.create(token, { locationId: location.id });
    expect(response.statusCode).toBe(200);
    const pairing = response.json() as GatePairing;
    expect(pairing.code).toMatch(/^[0-9]{6}$/);
    expect(pairing).toMatchObject({
      locationId: location.id,
      state: 'waiting',
      expired: false,
      finishJoined: false,
      start: null,
      finish: null,
      run: null,
      expiresAt: new Date(T0.getTime() + PAIRING_LIFETIME_MS).toISOString(),
      joinUrl: `http://courseclock.test/Locations/View/${location.id}/Gate/Pair?code=${pairing.code}`,
    });
  });

  it('gives live pairings different codes', async () => {
    const { token } = await t.signIn();
    const { id: locationId } = await createLocation(t.database.db);
    const codes = new Set<string>();
    for (let n = 0; n < 12; n += 1) codes.add((await gate.create(token, { locationId })).json().code);
    expect(codes.size).toBe(12);
  });

  it('400 naming locationId for a missing, text or disabled location id', async () => {
    const { token } = await t.signIn();
    for (const payload of [{}, { locationId: '5' }]) {
      const response = await gate.create(token, payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['locationId']);
    }
    const closed = await createLocation(t.database.db, { disabled: true });
    const response = await gate.create(token, { locationId: closed.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ locationId: 'This location is not active.' });
  });

  it('401 for a guest, 404 for an unknown location', async () => {
    expect((await gate.create(undefined, { locationId: 1 })).statusCode).toBe(401);
    const { token } = await t.signIn();
    const response = await gate.create(token, { locationId: 999 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Location not found');
  });
});

describe('POST /api/Gate/JoinPairing', () => {
  it('joins the finish phone: paired, and joining again is the same answer', async () => {
    t.setNow(T0);
    const { token } = await t.signIn();
    const { id: locationId } = await createLocation(t.database.db);
    const created = (await gate.create(token, { locationId })).json() as GatePairing;
    t.setNow(new Date(T0.getTime() + 60_000));
    const joined = await gate.join(token, { code: created.code });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ id: created.id, state: 'paired', finishJoined: true });
    // Joining renews the pairing's ten minutes.
    expect(joined.json().expiresAt).toBe(new Date(T0.getTime() + 60_000 + PAIRING_LIFETIME_MS).toISOString());
    expect((await gate.join(token, { code: created.code })).json()).toEqual(joined.json());
  });

  it('400 naming code for a code that is not 6 digits', async () => {
    const { token } = await t.signIn();
    for (const code of ['12345', '1234567', 'abcdef', 123456, undefined]) {
      const response = await gate.join(token, { code });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ code: 'Code must be 6 digits' });
    }
  });

  it('401 for a guest, 404 for a code no pairing has', async () => {
    expect((await gate.join(undefined, { code: '123456' })).statusCode).toBe(401);
    const { token } = await t.signIn();
    const { id: locationId } = await createLocation(t.database.db);
    const { code } = (await gate.create(token, { locationId })).json() as GatePairing;
    const other = code === '000000' ? '000001' : '000000';
    const response = await gate.join(token, { code: other });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Pairing not found');
  });

  it("403 for another member's code", async () => {
    const owner = await t.signIn();
    const stranger = await t.signIn();
    const { id: locationId } = await createLocation(t.database.db);
    const { code } = (await gate.create(owner.token, { locationId })).json() as GatePairing;
    const response = await gate.join(stranger.token, { code });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('This pairing belongs to another member');
  });

  it('400 naming code once the pairing has expired; reading it says expired', async () => {
    t.setNow(T0);
    const { token } = await t.signIn();
    const { id: locationId } = await createLocation(t.database.db);
    const { code, id } = (await gate.create(token, { locationId })).json() as GatePairing;
    t.setNow(new Date(T0.getTime() + PAIRING_LIFETIME_MS));
    const response = await gate.join(token, { code });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      code: 'This code has expired: start a new pairing on the start phone',
    });
    expect((await gate.read(token, id)).json()).toMatchObject({ expired: true, state: 'waiting' });
  });

  it('counts wrong guesses per member: the 11th in an hour is a 429, a right code costs none', async () => {
    t.setNow(T0);
    const { token } = await t.signIn();
    const { id: locationId } = await createLocation(t.database.db);
    const { code } = (await gate.create(token, { locationId })).json() as GatePairing;
    const wrong = code === '000000' ? '000001' : '000000';
    for (let n = 0; n < 5; n += 1) expect((await gate.join(token, { code })).statusCode).toBe(200);
    for (let n = 0; n < 10; n += 1) expect((await gate.join(token, { code: wrong })).statusCode).toBe(404);
    const refused = await gate.join(token, { code });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(3600);
    t.setNow(new Date(T0.getTime() + 3_600_001));
    // The pairing itself has lapsed by now; the allowance is back.
    expect((await gate.join(token, { code: wrong })).statusCode).toBe(404);
  });

  it('counts wrong guesses per address too: other accounts from there get none', async () => {
    const { id: locationId } = await createLocation(t.database.db);
    const guessers = await Promise.all([0, 1, 2].map(() => t.signIn()));
    const owner = await t.signIn();
    const { code } = (await gate.create(owner.token, { locationId })).json() as GatePairing;
    const wrong = code === '000000' ? '000001' : '000000';
    for (const guesser of guessers)
      for (let n = 0; n < 10; n += 1)
        expect((await gate.join(guesser.token, { code: wrong }, '203.0.113.9')).statusCode).toBe(404);
    expect((await gate.join(owner.token, { code }, '203.0.113.9')).statusCode).toBe(429);
    expect((await gate.join(owner.token, { code }, '203.0.113.10')).statusCode).toBe(200);
  });
});

describe('GET /api/Gate/Pairing/{id}', () => {
  it("answers the member's pairing; 401, 403, 404 and 400 naming the id otherwise", async () => {
    const owner = await t.signIn();
    const stranger = await t.signIn();
    const { id: locationId } = await createLocation(t.database.db);
    const created = (await gate.create(owner.token, { locationId })).json() as GatePairing;
    const read = await gate.read(owner.token, created.id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
    expect((await gate.read(undefined, created.id)).statusCode).toBe(401);
    expect((await gate.read(stranger.token, created.id)).statusCode).toBe(403);
    expect((await gate.read(owner.token, created.id + 1)).statusCode).toBe(404);
    const bad = await gate.read(owner.token, 'x');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['id']);
  });
});

describe('GET /api/Gate/Clock and the QR code', () => {
  it("answers the server's clock to anyone, never cached", async () => {
    const before = Date.now();
    const response = await t.request({ method: 'GET', url: '/api/Gate/Clock' });
    const after = Date.now();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { serverTime } = response.json() as { serverTime: number };
    expect(serverTime).toBeGreaterThanOrEqual(before - 1);
    expect(serverTime).toBeLessThanOrEqual(after + 1);
  });

  it('draws the join address as SVG; 400 naming the code for a bad one', async () => {
    const response = await t.request({ method: 'GET', url: '/api/Gate/QrCode/3/042917.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
    const bad = await t.request({ method: 'GET', url: '/api/Gate/QrCode/3/42.svg' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ code: 'Code must be 6 digits' });
  });
});
