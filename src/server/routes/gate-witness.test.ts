import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GatePairing } from '../../shared/schemas/gate';
import { gatePairings } from '../db/schema/index';
import { GATE_LIMITS } from '../services/gate/gate-limits';
import { WITNESS_SLACK_MS } from '../services/gate/post-gate-crossing';
import { createLocation } from '../test/factories';
import { gateCalls } from '../test/gate';
import { withTestApp } from '../test/harness';

/**
 * The server witnesses a gate run by its crossings arriving as they happen (docs/timing.md, "Trust"),
 * and a single phone opens a pairing of its own to post both.
 */
const t = withTestApp();
const gate = gateCalls(t);
const T0 = new Date('2026-05-04T06:00:00.000Z');
const at = (ms: number) => T0.getTime() + ms;

/** The server's clock `ms` after T0, then a crossing claiming the instant `crossedMs` after T0. */
async function crossArrivingAt(
  token: string,
  pairingId: number,
  role: 'start' | 'finish',
  {
    crossedMs,
    arrivedMs,
    uncertaintyMs = 20,
  }: { crossedMs: number; arrivedMs: number; uncertaintyMs?: number },
) {
  t.setNow(new Date(at(arrivedMs)));
  const answer = await gate.cross(token, { pairingId, role, at: at(crossedMs), uncertaintyMs });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as GatePairing;
}

async function soloPairing() {
  t.setNow(T0);
  const { token } = await t.signIn();
  const { id: locationId } = await createLocation(t.database.db, { minimumSeconds: 10 });
  const created = await gate.create(token, { locationId, solo: true });
  expect(created.statusCode, created.body).toBe(200);
  return { token, locationId, pairing: created.json() as GatePairing };
}

describe('a solo pairing: POST /api/Gate/CreatePairing { solo: true }', () => {
  it('is paired at once, so the one phone posts its start and its finish', async () => {
    const { token, pairing } = await soloPairing();
    expect(pairing).toMatchObject({
      state: 'paired',
      finishJoined: true,
      solo: true,
      crossingsWitnessed: true,
    });
    await crossArrivingAt(token, pairing.id, 'start', { crossedMs: 1_000, arrivedMs: 1_400 });
    const run = await crossArrivingAt(token, pairing.id, 'finish', { crossedMs: 31_000, arrivedMs: 31_300 });
    expect(run).toMatchObject({ state: 'finished', crossingsWitnessed: true, run: { durationMs: 30_000 } });
  });

  it('leaves a two-phone pairing waiting for its finish phone, as before', async () => {
    t.setNow(T0);
    const { token } = await t.signIn();
    const { id: locationId } = await createLocation(t.database.db);
    const created = (await gate.create(token, { locationId, solo: false })).json() as GatePairing;
    expect(created).toMatchObject({ state: 'waiting', finishJoined: false, solo: false });
  });

  it('400 naming solo for a value that is not true or false', async () => {
    t.setNow(T0);
    const { token } = await t.signIn();
    const { id: locationId } = await createLocation(t.database.db);
    const bad = await gate.create(token, { locationId, solo: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ solo: 'Solo must be true or false' });
  });

  it('has an allowance of its own: a phone timing a whole session is not stopped at the two-phone cap', async () => {
    t.setNow(T0);
    const { token } = await t.signIn();
    const { id: locationId } = await createLocation(t.database.db);
    for (let i = 0; i < GATE_LIMITS.pairingsPerMember.limit; i++) {
      expect((await gate.create(token, { locationId })).statusCode).toBe(200);
    }
    expect((await gate.create(token, { locationId })).statusCode).toBe(429);
    expect((await gate.create(token, { locationId, solo: true })).statusCode).toBe(200);
  });
});

describe('POST /api/Gate/PostCrossing: witnessed only when it arrives as it happens', () => {
  it('keeps a crossing arriving up to its uncertainty plus the slack after its instant witnessed', async () => {
    const { token, pairing } = await soloPairing();
    const limit = 20 + WITNESS_SLACK_MS;
    await crossArrivingAt(token, pairing.id, 'start', { crossedMs: 1_000, arrivedMs: 1_000 + limit });
    const run = await crossArrivingAt(token, pairing.id, 'finish', {
      crossedMs: 20_000,
      arrivedMs: 20_000 - limit,
    });
    expect(run.crossingsWitnessed).toBe(true);
  });

  it('keeps a late start for the run, but the pairing no longer witnesses it, even with a prompt finish', async () => {
    const { token, pairing } = await soloPairing();
    const late = await crossArrivingAt(token, pairing.id, 'start', {
      crossedMs: 1_000,
      arrivedMs: 1_000 + 20 + WITNESS_SLACK_MS + 1,
    });
    expect(late).toMatchObject({ state: 'running', start: { at: at(1_000) }, crossingsWitnessed: false });
    const run = await crossArrivingAt(token, pairing.id, 'finish', { crossedMs: 40_000, arrivedMs: 40_100 });
    expect(run).toMatchObject({ state: 'finished', crossingsWitnessed: false, run: { durationMs: 39_000 } });
  });

  it('turns unwitnessed for a finish typed in by hand long after (the issue’s 30 s run posted later)', async () => {
    const { token, pairing } = await soloPairing();
    await crossArrivingAt(token, pairing.id, 'start', { crossedMs: 1_000, arrivedMs: 1_050 });
    const run = await crossArrivingAt(token, pairing.id, 'finish', { crossedMs: 31_000, arrivedMs: 90_000 });
    expect(run).toMatchObject({ crossingsWitnessed: false, run: { durationMs: 30_000 } });
    const [row] = await t.database.db.select().from(gatePairings).where(eq(gatePairings.id, pairing.id));
    expect(row?.crossingsWitnessed).toBe(false);
  });

  it('a larger stated uncertainty widens the window by as much', async () => {
    const { token, pairing } = await soloPairing();
    const started = await crossArrivingAt(token, pairing.id, 'start', {
      crossedMs: 1_000,
      arrivedMs: 1_000 + 2_000 + WITNESS_SLACK_MS,
      uncertaintyMs: 2_000,
    });
    expect(started.crossingsWitnessed).toBe(true);
  });
});
