import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema/index';
import { BOARD_NOW as NOW, runBody } from '../test/boards';
import { assignReferee, createEvent, createLocation } from '../test/factories';
import { withTestApp } from '../test/harness';
import { crossSoloPairing, witnessedSaveBody } from '../test/witnessed-run';

/**
 * A save's answer says whether the board rule counts the run (`onBoard`, the saved row's
 * `times.counts`), so the stopwatch celebrates only a run that stands on the board.
 */
const t = withTestApp({ now: NOW });
const db = () => t.database.db;

const save = (token: string, payload: object, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/Leaderboard/AddToLeaderboard', token, payload, headers });

describe('onBoard in the answer of a save', () => {
  it('is true for a hand-timed run on an ordinary course', async () => {
    const location = await createLocation(db());
    const { token } = await t.signIn();
    const saved = await save(token, runBody(location.id, 48_000));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ onBoard: true, standing: 1, personalBest: true });
  });

  it('is false for a hand-timed run on a gate-only course, which still says where it would stand', async () => {
    const location = await createLocation(db(), { gateOnly: true });
    const { token } = await t.signIn();
    const saved = await save(token, runBody(location.id, 49_100));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ onBoard: false, standing: 1, result: { timingMethod: 'manual' } });
    const board = await t.request({
      method: 'POST',
      url: '/api/Leaderboard/ListResults',
      payload: { locationId: location.id },
    });
    expect(board.json()).toEqual([]);
  });

  it('is false for a gate run the server did not witness there, true for one it did', async () => {
    const location = await createLocation(db(), { gateOnly: true });
    const { token } = await t.signIn();
    const claimed = await save(token, { ...runBody(location.id, 45_000), timingMethod: 'gate' });
    expect(claimed.json()).toMatchObject({ onBoard: false, result: { witnessed: false } });
    const pairing = await crossSoloPairing(t, token, {
      locationId: location.id,
      startMs: NOW.getTime() - 120_000,
      durationMs: 55_000,
    });
    const witnessed = await save(token, witnessedSaveBody(pairing));
    expect(witnessed.statusCode, witnessed.body).toBe(200);
    expect(witnessed.json()).toMatchObject({ onBoard: true, result: { witnessed: true } });
  });

  it("is true for a referee's official time", async () => {
    const location = await createLocation(db(), { gateOnly: true });
    const event = await createEvent(db(), {
      locationId: location.id,
      startTime: new Date(NOW.getTime() - 2 * 3600_000),
    });
    const referee = await t.signIn({ roles: ['Referee'] });
    await assignReferee(db(), { eventId: event.id, userId: referee.id });
    const competitor = await t.createUser();
    const recorded = await t.request({
      method: 'POST',
      url: '/api/Referee/AddToLeaderboard',
      token: referee.token,
      payload: { ...runBody(location.id, 47_000), userId: competitor.id, eventId: event.id },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({ onBoard: true, standing: 1 });
  });

  it('replays as it was answered, and an answer stored before the field replays as on the board', async () => {
    const location = await createLocation(db(), { gateOnly: true });
    const { id: userId, token } = await t.signIn();
    const body = runBody(location.id, 52_000);
    const key = { 'idempotency-key': 'run-before-on-board' };
    expect((await save(token, body, key)).json()).toMatchObject({ onBoard: false });
    const replayed = await save(token, body, key);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toMatchObject({ onBoard: false });

    // Keys once kept the answer as sent, before it said onBoard; they keep replaying it.
    const { onBoard: _, ...answeredBefore } = replayed.json();
    const stored = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, 'run-before-on-board'));
    await db().update(idempotencyKeys).set({ response: answeredBefore }).where(stored);
    const old = await save(token, body, key);
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json()).toMatchObject({ onBoard: true, standing: 1 });
  });
});
