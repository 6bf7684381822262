import { describe, expect, it } from 'vitest';
import { PAIRING_LIFETIME_MS } from '../../shared/gate/pairing';
import type { GatePairing, JoinedGatePairing } from '../../shared/schemas/gate';
import { createLocation } from '../test/factories';
import { gateCalls, pairingHeader } from '../test/gate';
import { withTestApp } from '../test/harness';

/** Making, joining and reading two-phone gate pairings, and the server's clock. */
const t = withTestApp();
const gate = gateCalls(t);
const T0 = new Date('2026-05-04T06:00:00.000Z');

describe('POST /api/Gate/CreatePairing', () => {
  it('opens a pairing with an 8-character code of the unambiguous alphabet, its expiry and a join address', async () => {
    t.setNow(T0);
    const { token } = await t.signIn();
    const location = await createLocation(t.database.db);
    const response = await gate.create(token, { locationId: location.id });
    expect(response.statusCode).toBe(200);
    const pairing = response.json() as GatePairing;
    expect(pairing.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
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
  /** Another code than `code` of the same form, that no pairing has. */
  const otherThan = (code: string) => (code === '22222222' ? '33333333' : '22222222');

  it('joins the finish phone: paired, with a token, and joining again is the same pairing', async () => {
    t.setNow(T0);
    const { token } = await t.signIn();
    const { id: locationId } = await createLocation(t.database.db);
    const created = (await gate.create(token, { locationId })).json() as GatePairing;
    t.setNow(new Date(T0.getTime() + 60_000));
    const joined = await gate.join(token, { code: created.code });
    expect(joined.statusCode).toBe(200);
    const { pairingToken, ...pairing } = joined.json() as JoinedGatePairing;
    expect(pairing).toMatchObject({ id: created.id, state: 'paired', finishJoined: true });
    expect(pairingToken).toEqual(expect.any(String));
    // Joining renews the pairing's fifteen minutes.
    expect(pairing.expiresAt).toBe(new Date(T0.getTime() + 60_000 + PAIRING_LIFETIME_MS).toISOString());
    const again = (await gate.join(token, { code: created.code })).json() as JoinedGatePairing;
    expect({ ...again, pairingToken: undefined }).toEqual({ ...pairing, pairingToken: undefined });
  });

  it('reads a code as a person types it: small letters, spaces and dashes between its parts', async () => {
    const { token } = await t.signIn();
    const { id: locationId } = await createLocation(t.database.db);
    const { code, id } = (await gate.create(token, { locationId })).json() as GatePairing;
    const typed = `${code.slice(0, 4).toLowerCase()} - ${code.slice(4)}`;
    const joined = await gate.join(undefined, { code: typed });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ id });
  });

  it('400 naming code for a code of another form', async () => {
    for (const code of ['1234567', 'ABCDEFG', 'ABCDEFGHJ', 'ABCDEF1O', 12345678, undefined]) {
      const response = await gate.join(undefined, { code });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        code: 'Code must be the 8 letters and digits the start phone shows',
      });
    }
  });

  it('lets a guest’s phone join and use that pairing alone with its token; the run stays the maker’s', async () => {
    const owner = await t.signIn();
    const { id: locationId } = await createLocation(t.database.db);
    const created = (await gate.create(owner.token, { locationId })).json() as GatePairing;
    const other = (await gate.create(owner.token, { locationId })).json() as GatePairing;
    const joined = await gate.join(undefined, { code: created.code });
    expect(joined.statusCode).toBe(200);
    const { pairingToken } = joined.json() as JoinedGatePairing;
    const read = await gate.readAsJoined(pairingToken, created.id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: created.id, finishJoined: true });
    // Its key opens that pairing and nothing else: not another pairing, not a member's route.
    expect((await gate.readAsJoined(pairingToken, other.id)).statusCode).toBe(403);
    const asMember = await t.request({
      method: 'GET',
      url: '/api/Leaderboard/MyResults',
      headers: pairingHeader(pairingToken),
    });
    expect(asMember.statusCode).toBe(401);
    const asBearer = await t.request({
      method: 'GET',
      url: '/api/Leaderboard/MyResults',
      token: pairingToken,
    });
    expect(asBearer.statusCode).toBe(401);
    const forged = await gate.readAsJoined(`${pairingToken.slice(0, -2)}xx`, created.id);
    expect(forged.statusCode).toBe(401);
  });

  it('lets another member’s phone join too (a friend at the finish), with a token for that pairing', async () => {
    const owner = await t.signIn();
    const friend = await t.signIn();
    const { id: locationId } = await createLocation(t.database.db);
    const created = (await gate.create(owner.token, { locationId })).json() as GatePairing;
    const joined = await gate.join(friend.token, { code: created.code });
    expect(joined.statusCode).toBe(200);
    const { pairingToken } = joined.json() as JoinedGatePairing;
    expect((await gate.readAsJoined(pairingToken, created.id)).statusCode).toBe(200);
    // Signed in as themselves, the friend still does not own the maker's pairing.
    expect((await gate.read(friend.token, created.id)).statusCode).toBe(403);
  });

  it('404 for a code no pairing has, and for a single phone’s own pairing', async () => {
    const { token } = await t.signIn();
    const { id: locationId } = await createLocation(t.database.db);
    const { code } = (await gate.create(token, { locationId })).json() as GatePairing;
    const response = await gate.join(undefined, { code: otherThan(code) });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Pairing not found');
    const solo = (await gate.create(token, { locationId, solo: true })).json() as GatePairing;
    expect((await gate.join(undefined, { code: solo.code })).statusCode).toBe(404);
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

  it('counts a member’s wrong guesses: the 11th in an hour is a 429, a right code costs none', async () => {
    t.setNow(T0);
    const { token } = await t.signIn();
    const { id: locationId } = await createLocation(t.database.db);
    const { code } = (await gate.create(token, { locationId })).json() as GatePairing;
    const wrong = otherThan(code);
    for (let n = 0; n < 5; n += 1) expect((await gate.join(token, { code })).statusCode).toBe(200);
    for (let n = 0; n < 10; n += 1) expect((await gate.join(token, { code: wrong })).statusCode).toBe(404);
    const refused = await gate.join(token, { code });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(3600);
    t.setNow(new Date(T0.getTime() + 3_600_001));
    // The pairing itself has lapsed by now; the allowance is back.
    expect((await gate.join(token, { code: wrong })).statusCode).toBe(404);
  });

  it('never locks a venue’s shared address out: 3 accounts × 10 wrong codes, then a member joins', async () => {
    t.setNow(T0);
    const { id: locationId } = await createLocation(t.database.db);
    const guessers = await Promise.all([0, 1, 2].map(() => t.signIn()));
    const owner = await t.signIn();
    const { code } = (await gate.create(owner.token, { locationId })).json() as GatePairing;
    const wrong = otherThan(code);
    for (const guesser of guessers)
      for (let n = 0; n < 10; n += 1)
        expect((await gate.join(guesser.token, { code: wrong }, '203.0.113.9')).statusCode).toBe(404);
    const member = await t.signIn();
    expect((await gate.join(member.token, { code }, '203.0.113.9')).statusCode).toBe(200);
  });

  it('counts guesses per address, signed in or not: the 101st wrong one in an hour is a 429', async () => {
    t.setNow(T0);
    const { token } = await t.signIn();
    const { id: locationId } = await createLocation(t.database.db);
    const { code } = (await gate.create(token, { locationId })).json() as GatePairing;
    const wrong = otherThan(code);
    for (let n = 0; n < 100; n += 1)
      expect((await gate.join(undefined, { code: wrong }, '198.51.100.7')).statusCode).toBe(404);
    expect((await gate.join(undefined, { code }, '198.51.100.7')).statusCode).toBe(429);
    expect((await gate.join(undefined, { code }, '198.51.100.8')).statusCode).toBe(200);
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
    // Read on the clock the route answers from (the monotonic one, from the process's start): the wall
    // clock drifts from it by more than a millisecond in a worker that has run the suite for minutes.
    const clock = () => performance.timeOrigin + performance.now();
    const before = clock();
    const response = await t.request({ method: 'GET', url: '/api/Gate/Clock' });
    const after = clock();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { serverTime } = response.json() as { serverTime: number };
    expect(serverTime).toBeGreaterThanOrEqual(before - 1);
    expect(serverTime).toBeLessThanOrEqual(after + 1);
  });

  it('draws the join address as SVG; 400 naming the code for a bad one', async () => {
    const response = await t.request({ method: 'GET', url: '/api/Gate/QrCode/3/K7QP3M9X.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
    const bad = await t.request({ method: 'GET', url: '/api/Gate/QrCode/3/42.svg' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      code: 'Code must be the 8 letters and digits the start phone shows',
    });
  });
});
