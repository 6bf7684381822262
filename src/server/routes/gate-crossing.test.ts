import { describe, expect, it } from 'vitest';
import { PAIRING_LIFETIME_MS } from '../../shared/gate/pairing';
import type { GatePairing } from '../../shared/schemas/gate';
import { createLocation } from '../test/factories';
import { gateCalls } from '../test/gate';
import { withTestApp } from '../test/harness';

/** Crossings posted to a two-phone pairing: the run is finish − start on the server's clock. */
const t = withTestApp();
const gate = gateCalls(t);
const T0 = new Date('2026-05-04T06:00:00.000Z');
const at = (ms: number) => T0.getTime() + ms;
/** A crossing `ms` after T0. */
const crossAt = (token: string, pairingId: number, role: string, ms: number, uncertaintyMs = 2) =>
  gate.cross(token, { pairingId, role, at: at(ms), uncertaintyMs });

/** A member, a course (minimum 30 s) and a joined pairing at T0. */
async function setUp(minimumSeconds: number | null = 30) {
  t.setNow(T0);
  const member = await t.signIn();
  const { id: locationId } = await createLocation(t.database.db, { minimumSeconds });
  const pairing = await gate.paired(member.token, locationId);
  return { token: member.token, pairing };
}

describe('POST /api/Gate/PostCrossing', () => {
  it('times the run as finish − start, with the sum of both uncertainties', async () => {
    const { token, pairing } = await setUp();
    const started = await crossAt(token, pairing.id, 'start', 2_000.4, 3.2);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ state: 'running', start: { at: at(2_000), uncertaintyMs: 4 } });
    t.setNow(new Date(at(80_000)));
    const finished = await crossAt(token, pairing.id, 'finish', 75_432, 6);
    expect(finished.statusCode).toBe(200);
    const run = finished.json() as GatePairing;
    expect(run).toMatchObject({ state: 'finished', finish: { at: at(75_432), uncertaintyMs: 6 } });
    expect(run.run).toEqual({
      durationMs: 73_432,
      uncertaintyMs: 10,
      timeStarted: new Date(at(2_000)).toISOString(),
      timeCompleted: new Date(at(75_432)).toISOString(),
    });
    // The start phone reads the same run.
    expect((await gate.read(token, pairing.id)).json()).toEqual(run);
  });

  it('409 for a second start, a finish before any start and a second finish', async () => {
    const { token, pairing } = await setUp();
    const cross = (role: string, ms: number) => crossAt(token, pairing.id, role, ms);
    const early = await cross('finish', 1_000);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('The start has not been crossed yet');
    expect((await cross('start', 1_000)).statusCode).toBe(200);
    const again = await cross('start', 2_000);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('The start has already been crossed');
    t.setNow(new Date(at(60_000)));
    expect((await cross('finish', 50_000)).statusCode).toBe(200);
    const twice = await cross('finish', 55_000);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('The finish has already been crossed');
  });

  it('400 naming at for a finish before the start or quicker than the course minimum', async () => {
    const { token, pairing } = await setUp();
    const cross = (role: string, ms: number) => crossAt(token, pairing.id, role, ms);
    expect((await cross('start', 3_000)).statusCode).toBe(200);
    t.setNow(new Date(at(60_000)));
    const before = await cross('finish', 2_500);
    expect(before.statusCode).toBe(400);
    expect(before.json().fields).toEqual({ at: 'The finish is before the start' });
    const quick = await cross('finish', 32_999);
    expect(quick.statusCode).toBe(400);
    expect(quick.json().fields).toEqual({
      at: 'A time here must be at least 0:30.00. A referee can record an exceptional time at an event.',
    });
    // Refused, not stored: the real finish still counts.
    expect((await cross('finish', 33_000)).json().run.durationMs).toBe(30_000);
  });

  it('takes 5 s as the minimum of a course without one', async () => {
    const { token, pairing } = await setUp(null);
    const cross = (role: string, ms: number) => crossAt(token, pairing.id, role, ms);
    expect((await cross('start', 0)).statusCode).toBe(200);
    t.setNow(new Date(at(10_000)));
    expect((await cross('finish', 4_999)).statusCode).toBe(400);
    expect((await cross('finish', 5_000)).statusCode).toBe(200);
  });

  it('400 naming each bad field, and crossings outside the pairing’s time', async () => {
    const { token, pairing } = await setUp();
    const good = { pairingId: pairing.id, role: 'start', at: at(1_000), uncertaintyMs: 2 };
    const cases: [object, string][] = [
      [{ pairingId: '1' }, 'pairingId'],
      [{ role: 'middle' }, 'role'],
      [{ at: 'now' }, 'at'],
      [{ at: -5 }, 'at'],
      [{ uncertaintyMs: -1 }, 'uncertaintyMs'],
      [{ uncertaintyMs: 2_001 }, 'uncertaintyMs'],
      [{ at: at(60_000) }, 'at'],
      [{ at: at(-1) }, 'at'],
    ];
    for (const [change, field] of cases) {
      const response = await gate.cross(token, { ...good, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
  });

  it("401 for a guest, 403 for another member's pairing, 404 for none", async () => {
    const { pairing } = await setUp();
    const body = { pairingId: pairing.id, role: 'start', at: at(1_000), uncertaintyMs: 2 };
    expect((await gate.cross(undefined, body)).statusCode).toBe(401);
    const stranger = await t.signIn();
    const refused = await gate.cross(stranger.token, body);
    expect(refused.statusCode).toBe(403);
    expect((await gate.cross(stranger.token, { ...body, pairingId: pairing.id + 1 })).statusCode).toBe(404);
  });

  it('409 before the finish phone joins and after the pairing expires', async () => {
    t.setNow(T0);
    const { token } = await t.signIn();
    const { id: locationId } = await createLocation(t.database.db);
    const lonely = (await gate.create(token, { locationId })).json() as GatePairing;
    const body = { pairingId: lonely.id, role: 'start', at: at(1_000), uncertaintyMs: 2 };
    const early = await gate.cross(token, body);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('The finish phone has not joined yet');
    expect((await gate.join(token, { code: lonely.code })).statusCode).toBe(200);
    t.setNow(new Date(at(PAIRING_LIFETIME_MS)));
    const late = await gate.cross(token, { ...body, at: at(PAIRING_LIFETIME_MS - 1_000) });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This pairing has expired: start a new one');
  });

  it('keeps one start when both phones post a start at once', async () => {
    const { token, pairing } = await setUp();
    const answers = await Promise.all([1_000, 1_500].map((ms) => crossAt(token, pairing.id, 'start', ms)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});
