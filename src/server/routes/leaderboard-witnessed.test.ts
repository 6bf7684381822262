import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GatePairing } from '../../shared/schemas/gate';
import { times } from '../db/schema/index';
import { WITNESS_SLACK_MS } from '../services/gate/post-gate-crossing';
import { createEvent, createLocation } from '../test/factories';
import { gateCalls } from '../test/gate';
import { withTestApp } from '../test/harness';
import { crossSoloPairing } from '../test/witnessed-run';

/**
 * A gate run saved with its pairing is witnessed when the server saw both crossings as they happened
 * and the save is their run (docs/timing.md, "Trust"; docs/security.md, "A gate run claimed without a
 * camera"). A gate-only course's casual boards count witnessed gate runs alone.
 */
const t = withTestApp();
const gate = gateCalls(t);
const T0 = new Date('2026-05-04T06:00:00.000Z');
const at = (ms: number) => T0.getTime() + ms;
const iso = (ms: number) => new Date(at(ms)).toISOString();

const save = (token: string, payload: object, key?: string) =>
  t.request({
    method: 'POST',
    url: '/api/Leaderboard/AddToLeaderboard',
    token,
    payload,
    headers: key ? { 'idempotency-key': key } : {},
  });
const casualBoard = async (locationId: number) =>
  (
    await t.request({ method: 'POST', url: '/api/Leaderboard/ListResults', payload: { locationId } })
  ).json() as {
    user: { userName: string };
    witnessed: boolean;
  }[];

/** A gate-only course and a member, at T0. */
async function course(userName = 'runner') {
  t.setNow(T0);
  const member = await t.signIn({ userName });
  const location = await createLocation(t.database.db, { gateOnly: true, minimumSeconds: 10 });
  return { token: member.token, userId: member.id, locationId: location.id };
}

/** A solo pairing timing 1 s → 31 s after T0; each crossing arrives `delayMs` after it happened. */
async function timedPairing(token: string, locationId: number, delayMs = 200): Promise<GatePairing> {
  const pairing = await crossSoloPairing(t, token, {
    locationId,
    startMs: at(1_000),
    durationMs: 30_000,
    delayMs,
  });
  t.setNow(new Date(at(40_000)));
  return pairing;
}

/** The save of that run, as the phone sends it. */
const gateRun = (locationId: number, gatePairingId?: number) => ({
  locationId,
  timeStarted: iso(1_000),
  timeCompleted: iso(31_000),
  duration: 30_000,
  timingMethod: 'gate',
  ...(gatePairingId === undefined ? {} : { gatePairingId }),
});

const storedRuns = () =>
  t.database.db
    .select({ witnessed: times.witnessed, gatePairingId: times.gatePairingId, method: times.timingMethod })
    .from(times)
    .orderBy(asc(times.id));

describe('AddToLeaderboard with gatePairingId', () => {
  it('saves a witnessed run: stored with its pairing, witnessed in the answer, first on the gate-only board', async () => {
    const { token, locationId } = await course();
    const pairing = await timedPairing(token, locationId);
    const saved = await save(token, gateRun(locationId, pairing.id));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ standing: 1, result: { timingMethod: 'gate', witnessed: true } });
    expect(await storedRuns()).toEqual([{ witnessed: true, gatePairingId: pairing.id, method: 'gate' }]);
    expect(await casualBoard(locationId)).toMatchObject([{ user: { userName: 'runner' }, witnessed: true }]);
  });

  it('saves a gate run without a pairing, or with late crossings, unwitnessed: off the gate-only board', async () => {
    const { token, locationId } = await course();
    const plain = await save(token, gateRun(locationId));
    expect(plain.json().result).toMatchObject({ timingMethod: 'gate', witnessed: false });
    const late = await timedPairing(token, locationId, 15 + WITNESS_SLACK_MS + 1);
    expect(late.crossingsWitnessed).toBe(false);
    const lateSave = await save(token, gateRun(locationId, late.id));
    expect(lateSave.statusCode, lateSave.body).toBe(200);
    expect(lateSave.json().result.witnessed).toBe(false);
    expect(await storedRuns()).toEqual([
      { witnessed: false, gatePairingId: null, method: 'gate' },
      { witnessed: false, gatePairingId: late.id, method: 'gate' },
    ]);
    expect(await casualBoard(locationId)).toEqual([]);
  });

  it('saves a run whose finish never reached the server (no signal at the line), unwitnessed', async () => {
    const { token, locationId } = await course();
    const pairing = (await gate.create(token, { locationId, solo: true })).json() as GatePairing;
    t.setNow(new Date(at(1_100)));
    expect(
      (await gate.cross(token, { pairingId: pairing.id, role: 'start', at: at(1_000), uncertaintyMs: 15 }))
        .statusCode,
    ).toBe(200);
    t.setNow(new Date(at(600_000)));
    const saved = await save(token, gateRun(locationId, pairing.id));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result.witnessed).toBe(false);
    expect(await casualBoard(locationId)).toEqual([]);
  });

  it('409 for a second save naming the same pairing; a replay of the first (same key) answers the first', async () => {
    const { token, locationId } = await course();
    const pairing = await timedPairing(token, locationId);
    const first = await save(token, gateRun(locationId, pairing.id), `gate-${pairing.id}`);
    expect(first.statusCode).toBe(200);
    const replay = await save(token, gateRun(locationId, pairing.id), `gate-${pairing.id}`);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const copy = await save(token, gateRun(locationId, pairing.id), 'another-key');
    expect(copy.statusCode).toBe(409);
    expect(copy.json().fields).toEqual({ gatePairingId: 'This gate run is already saved' });
    expect(await storedRuns()).toHaveLength(1);
  });

  it('saves one run of two saves naming the same pairing at once, under other keys: the other is a 409', async () => {
    const { token, locationId } = await course();
    const pairing = await timedPairing(token, locationId);
    const answers = await Promise.all(
      ['phone', 'laptop'].map((key) => save(token, gateRun(locationId, pairing.id), key)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const copy = answers.find((answer) => answer.statusCode === 409);
    expect(copy?.json()).toMatchObject({ code: 'GATE_RUN_SAVED' });
    expect(await storedRuns()).toHaveLength(1);
  });

  it('400 naming gatePairingId for none, another member’s, a hand-timed save, another course or a bad id', async () => {
    const { token, locationId } = await course();
    const pairing = await timedPairing(token, locationId);
    const other = await t.signIn({ userName: 'borrower' });
    const { id: elsewhere } = await createLocation(t.database.db, { name: 'Elsewhere', path: 'elsewhere' });
    const cases: [string, object, string][] = [
      [token, gateRun(locationId, pairing.id + 100), 'No gate pairing of yours has this id'],
      [other.token, gateRun(locationId, pairing.id), 'No gate pairing of yours has this id'],
      [
        token,
        { ...gateRun(locationId, pairing.id), timingMethod: 'manual' },
        'Only a gate-timed run names a gate pairing',
      ],
      [token, gateRun(elsewhere, pairing.id), 'This gate pairing timed a run at another location'],
      [token, { ...gateRun(locationId), gatePairingId: 'one' }, 'Gate pairing id must be a number'],
    ];
    for (const [caller, payload, message] of cases) {
      const refused = await save(caller, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().fields).toEqual({ gatePairingId: message });
    }
    expect(await storedRuns()).toEqual([]);
  });

  it('400 naming duration, timeStarted or timeCompleted when the save is not the crossings’ run', async () => {
    const { token, locationId } = await course();
    const pairing = await timedPairing(token, locationId);
    const run = gateRun(locationId, pairing.id);
    const faster = { ...run, timeStarted: iso(6_000), duration: 25_000 };
    const cases: [object, Record<string, string>][] = [
      [{ ...run, duration: 29_000 }, { duration: 'Duration must be the gate’s finish minus its start' }],
      [
        faster,
        {
          duration: 'Duration must be the gate’s finish minus its start',
          timeStarted: 'Start time must be the gate’s start crossing',
        },
      ],
      [
        { ...run, timeCompleted: iso(31_017), duration: 30_000, timeStarted: iso(1_017) },
        {
          timeStarted: 'Start time must be the gate’s start crossing',
          timeCompleted: 'Finish time must be the gate’s finish crossing',
        },
      ],
    ];
    for (const [payload, fields] of cases) {
      const refused = await save(token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().fields).toEqual(fields);
    }
    // Within the crossings' uncertainty (15 ms) and a millisecond's rounding: the run.
    const rounded = { ...run, timeStarted: iso(1_015), timeCompleted: iso(31_016), duration: 30_001 };
    expect((await save(token, rounded)).json().result.witnessed).toBe(true);
  });
});

describe('witnessed in every answer carrying timingMethod', () => {
  it("a referee's time is witnessed; a hand-timed run is not, in the board, MyResults, ListUserResults and the CSV", async () => {
    const { token, locationId } = await course();
    const pairing = await timedPairing(token, locationId);
    await save(token, gateRun(locationId, pairing.id));
    const admin = await t.signIn({ roles: ['Admin'] });
    const { id: eventId } = await createEvent(t.database.db, {
      locationId,
      startTime: new Date(at(-3_600_000)),
    });
    const official = await t.request({
      method: 'POST',
      url: '/api/Referee/AddToLeaderboard',
      token: admin.token,
      payload: {
        ...gateRun(locationId),
        timingMethod: undefined,
        duration: 30_000,
        userId: admin.id,
        eventId,
      },
    });
    expect(official.statusCode, official.body).toBe(200);
    expect(official.json().result).toMatchObject({ timingMethod: 'referee', witnessed: true });
    const manual = await save(token, { ...gateRun(locationId), timingMethod: 'manual', duration: 30_000 });
    expect(manual.json().result).toMatchObject({ timingMethod: 'manual', witnessed: false });

    const mine = (await t.request({ method: 'GET', url: '/api/Leaderboard/MyResults', token })).json();
    expect(mine.unofficial.map((row: { witnessed: boolean }) => row.witnessed).sort()).toEqual([false, true]);
    const own = await t.request({
      method: 'POST',
      url: '/api/Leaderboard/ListUserResults',
      token,
      payload: { locationId },
    });
    expect(
      own
        .json()
        .map((row: { timingMethod: string; witnessed: boolean }) => [row.timingMethod, row.witnessed])
        .sort(),
    ).toEqual([
      ['gate', true],
      ['manual', false],
    ]);
    const overview = (await t.request({ method: 'GET', url: '/api/Leaderboard/GetOverview' })).json();
    expect(overview[0].casual).toMatchObject([{ witnessed: true }]);
    expect(overview[0].comp).toMatchObject([{ witnessed: true }]);
    const csv = await t.request({
      method: 'GET',
      url: `/api/Leaderboard/Event/${eventId}.csv`,
      token: admin.token,
    });
    expect(csv.body.split('\r\n')[0]).toBe('\uFEFFPlace,Competitor,Time,Start,Finish,Timed by,Witnessed');
    expect(csv.body.split('\r\n')[1]).toMatch(/,referee,yes$/);
    const [stored] = await t.database.db.select().from(times).where(eq(times.official, true));
    expect(stored?.witnessed).toBe(true);
  });
});
