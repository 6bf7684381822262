import type { HTTPMethods } from 'fastify';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { PAIRING_LIFETIME_MS } from '../../shared/gate/pairing';
import type { GatePairing, JoinedGatePairing } from '../../shared/schemas/gate';
import { PAIRING_TOKEN_AUDIENCE, TOKEN_ISSUER } from '../lib/tokens';
import { ACCESS_MATRIX } from '../test/access-matrix/access-matrix';
import { crossingPicture } from '../test/crossing-photos';
import { createLocation } from '../test/factories';
import { gateCalls, pairingHeader } from '../test/gate';
import { buildWorld, send, type World } from '../test/hardening/world';
import { withTestApp } from '../test/harness';
import { multipartBody } from '../test/multipart';

/**
 * The finish phone of a friend, not signed in: what its pairing token lets it do (that pairing's
 * reads, its finish crossing and picture) and everything it does not.
 */
const t = withTestApp();
const gate = gateCalls(t);
const T0 = new Date('2026-05-04T06:00:00.000Z');
const at = (ms: number) => T0.getTime() + ms;

/** The member's start phone makes a pairing at a course without a minimum; a guest's phone joins it. */
async function joinedByGuest() {
  t.setNow(T0);
  const owner = await t.signIn();
  const { id: locationId } = await createLocation(t.database.db, { minimumSeconds: null });
  const created = (await gate.create(owner.token, { locationId })).json() as GatePairing;
  const joined = await gate.join(undefined, { code: created.code });
  expect(joined.statusCode).toBe(200);
  const { pairingToken } = joined.json() as JoinedGatePairing;
  return { owner, locationId, pairing: created, pairingToken };
}

const crossing = (pairingId: number, role: string, ms: number) => ({
  pairingId,
  role,
  at: at(ms),
  uncertaintyMs: 2,
});

const sendPhoto = async (pairingToken: string, pairingId: number, role: string) => {
  const body = await multipartBody({ pairingId: String(pairingId), role, file: await crossingPicture() });
  return t.request({
    method: 'POST',
    url: '/api/Gate/CrossingPhoto',
    payload: body.payload,
    headers: { ...body.headers, ...pairingHeader(pairingToken) },
  });
};

/** The operations a pairing token is for: the pairing's read, its crossing and its picture. */
const PAIRING_OPERATIONS = new Set([
  'GET /api/Gate/Pairing/{id}',
  'POST /api/Gate/PostCrossing',
  'POST /api/Gate/CrossingPhoto',
]);

describe('a pairing token', () => {
  it('posts the finish and its picture for a guest’s phone; the maker saves the run as theirs', async () => {
    const { owner, locationId, pairing, pairingToken } = await joinedByGuest();
    expect((await gate.cross(owner.token, crossing(pairing.id, 'start', 0))).statusCode).toBe(200);
    t.setNow(new Date(at(31_000)));
    const finished = await gate.crossAsJoined(pairingToken, crossing(pairing.id, 'finish', 31_000));
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({
      state: 'finished',
      crossingsWitnessed: true,
      run: { durationMs: 31_000, uncertaintyMs: 4 },
    });
    const photo = await sendPhoto(pairingToken, pairing.id, 'finish');
    expect(photo.statusCode).toBe(200);
    expect(photo.json()).toMatchObject({ pairingId: pairing.id, role: 'finish' });
    // The start phone saves the run to its member, witnessed by the pairing.
    const saved = await t.request({
      method: 'POST',
      url: '/api/Leaderboard/AddToLeaderboard',
      token: owner.token,
      payload: {
        locationId,
        timeStarted: new Date(at(0)).toISOString(),
        timeCompleted: new Date(at(31_000)).toISOString(),
        duration: 31_000,
        timingMethod: 'gate',
        gatePairingId: pairing.id,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      result: { user: { userName: owner.userName }, timingMethod: 'gate', witnessed: true },
    });
  });

  it('403 for the start’s crossing or picture: a phone that joined is the finish', async () => {
    const { owner, pairing, pairingToken } = await joinedByGuest();
    const start = await gate.crossAsJoined(pairingToken, crossing(pairing.id, 'start', 0));
    expect(start.statusCode).toBe(403);
    expect(start.json().error).toBe(
      'A phone that joined with the code is the finish: only the start phone posts the start',
    );
    expect((await gate.read(owner.token, pairing.id)).json()).toMatchObject({ start: null });
    expect((await gate.cross(owner.token, crossing(pairing.id, 'start', 0))).statusCode).toBe(200);
    expect((await sendPhoto(pairingToken, pairing.id, 'start')).statusCode).toBe(403);
  });

  it('403 on another pairing, 409 once its own has expired, 401 when forged or of no role', async () => {
    const { owner, locationId, pairing, pairingToken } = await joinedByGuest();
    const other = await gate.paired(owner.token, locationId);
    expect((await gate.cross(owner.token, crossing(other.id, 'start', 0))).statusCode).toBe(200);
    t.setNow(new Date(at(30_000)));
    expect((await gate.crossAsJoined(pairingToken, crossing(other.id, 'finish', 30_000))).statusCode).toBe(
      403,
    );
    expect((await gate.readAsJoined(pairingToken, other.id)).statusCode).toBe(403);
    expect((await sendPhoto(pairingToken, other.id, 'finish')).statusCode).toBe(403);

    // A pairing token signed without the finish's role (or by another key) opens nothing.
    const roleless = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(PAIRING_TOKEN_AUDIENCE)
      .setSubject(String(pairing.id))
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(t.app.ctx.config.jwtSecret));
    expect((await gate.readAsJoined(roleless, pairing.id)).statusCode).toBe(401);

    expect((await gate.cross(owner.token, crossing(pairing.id, 'start', 30_000))).statusCode).toBe(200);
    t.setNow(new Date(at(30_000 + PAIRING_LIFETIME_MS)));
    const late = await gate.crossAsJoined(
      pairingToken,
      crossing(pairing.id, 'finish', 30_000 + PAIRING_LIFETIME_MS),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This pairing has expired: start a new one');
  });

  it('gets no more than a guest on every other operation of the API', async () => {
    const { pairingToken } = await joinedByGuest();
    const answers: Record<string, string> = {};
    const wanted: Record<string, string> = {};
    let world: World | undefined;
    for (const [operation, row] of Object.entries(ACCESS_MATRIX)) {
      if (PAIRING_OPERATIONS.has(operation)) continue;
      world ??= await buildWorld(t);
      const request = await row.request({ t, world, caller: null });
      const [method] = operation.split(' ');
      const response = await send(t, {
        ...request,
        method: method as HTTPMethods,
        headers: { ...request.headers, ...pairingHeader(pairingToken) },
      });
      // A route behind a guard refuses the token (401); a public one answers it as it answers a guest.
      const guest = row.expected.guest;
      const allowed = guest === 401 ? [401] : [401, guest];
      answers[operation] = allowed.includes(response.statusCode)
        ? 'refused or as a guest'
        : `${response.statusCode} ${response.body.slice(0, 200)}`;
      wanted[operation] = 'refused or as a guest';
      if (response.statusCode !== 401 && response.statusCode !== 403) world = undefined;
    }
    expect(Object.keys(answers).length).toBeGreaterThan(80);
    expect(answers).toEqual(wanted);
  }, 120_000);
});
