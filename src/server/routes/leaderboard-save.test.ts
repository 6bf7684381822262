import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { idempotencyKeys, times, users } from '../db/schema/index';
import { createRun, BOARD_NOW as NOW, runBody } from '../test/boards';
import { createEvent, createLocation, createTime, daysBefore } from '../test/factories';
import { withTestApp } from '../test/harness';

const t = withTestApp({ now: NOW });
const db = () => t.database.db;
const url = '/api/Leaderboard/AddToLeaderboard';

const member = (userName = 'runner') => t.signIn({ userName });

const save = (token: string, payload: object, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url, token, payload, headers });

const savedRows = () => db().select().from(times);

const DAY_MS = 86_400_000;

/** A 30-second run's body that finished at `timeCompleted`, whatever the clock says. */
const datedBody = (locationId: number, timeCompleted: string) => ({
  locationId,
  timeStarted: new Date(Date.parse(timeCompleted) - 30_000).toISOString(),
  timeCompleted,
  duration: 30_000,
});

describe('POST /api/Leaderboard/AddToLeaderboard', () => {
  it('saves a casual time recorded by the member and answers the row and standing', async () => {
    const { id: locationId } = await createLocation(db(), { name: 'Bondi Park', path: 'bondi-park' });
    const me = await member();
    const payload = runBody(locationId, 83_456);
    const response = await save(me.token, payload);
    expect(response.statusCode).toBe(200);
    const [row] = await savedRows();
    expect(row).toMatchObject({
      userId: me.id,
      locationId,
      eventId: null,
      official: false,
      recordedById: me.id,
      duration: 83_456,
    });
    expect(row.timeCompleted.toISOString()).toBe(payload.timeCompleted);
    expect(response.json()).toEqual({
      standing: 1,
      result: {
        id: row.id,
        user: { userName: 'runner', current: { url: null } },
        duration: 83_456,
        tsDuration: '1:23.45',
        timeStarted: payload.timeStarted,
        timeCompleted: payload.timeCompleted,
        officialTime: false,
        timingMethod: 'manual',
        witnessed: false,
        location: { id: locationId, name: 'Bondi Park', path: 'bondi-park' },
        standing: 1,
        obstaclesCleared: null,
        penaltyMs: 0,
        rankedMs: 83_456,
      },
      personalBest: true,
      splits: [],
      onBoard: true,
    });
  });

  it("says whether the save is the member's personal best at that location", async () => {
    const { id: locationId } = await createLocation(db());
    const me = await member();
    const best = async (duration: number, agoMs: number) =>
      (await save(me.token, runBody(locationId, duration, agoMs))).json().personalBest;
    expect(await best(70_000, 300_000)).toBe(true);
    expect(await best(75_000, 240_000)).toBe(false);
    expect(await best(70_000, 180_000)).toBe(false);
    expect(await best(65_000, 120_000)).toBe(true);
  });

  it('places the member by their best: 1 + other competitors strictly faster', async () => {
    const { id: locationId } = await createLocation(db());
    const { id: otherPark } = await createLocation(db());
    const { id: eventId } = await createEvent(db(), { locationId });
    const completed = daysBefore(NOW, 1);
    for (const [userName, duration] of [
      ['ann', 40_000],
      ['bob', 45_000],
      ['cat', 45_000],
      ['dan', 50_000],
    ] as const) {
      const user = await t.createUser({ userName });
      await createTime(db(), { userId: user.id, locationId, duration, timeCompleted: completed });
      // A slower second run must not count twice.
      await createTime(db(), {
        userId: user.id,
        locationId,
        duration: duration + 500,
        timeCompleted: completed,
      });
    }
    // None of these count: another park, a comp time, a disabled competitor.
    const fast = await t.createUser({ userName: 'fast' });
    await createTime(db(), {
      userId: fast.id,
      locationId: otherPark,
      duration: 10_000,
      timeCompleted: completed,
    });
    await createTime(db(), {
      userId: fast.id,
      locationId,
      duration: 10_000,
      timeCompleted: completed,
      eventId,
    });
    const gone = await t.createUser({ userName: 'gone', disabled: true });
    await createTime(db(), { userId: gone.id, locationId, duration: 10_000, timeCompleted: completed });

    const me = await member();
    const first = (await save(me.token, runBody(locationId, 46_000))).json();
    expect([first.standing, first.result.standing]).toEqual([4, 4]);
    // A slower run: the member keeps their place; the run alone would be 5th.
    const slower = (await save(me.token, runBody(locationId, 60_000))).json();
    expect([slower.standing, slower.result.standing]).toEqual([4, 5]);
    // Tying bob and cat shares 2nd.
    const tie = (await save(me.token, runBody(locationId, 45_000))).json();
    expect([tie.standing, tie.result.standing]).toEqual([2, 2]);
    // Tying the leader shares 1st.
    const top = (await save(me.token, runBody(locationId, 40_000))).json();
    expect([top.standing, top.result.standing]).toEqual([1, 1]);
  });

  it('agrees with the board', async () => {
    const { id: locationId } = await createLocation(db());
    const ann = await t.createUser({ userName: 'ann' });
    await createRun(db(), { userId: ann.id, locationId, duration: 40_000 });
    const me = await member();
    const saved = (await save(me.token, runBody(locationId, 41_000))).json();
    const board = (
      await t.request({ method: 'POST', url: '/api/Leaderboard/ListResults', payload: { locationId } })
    ).json();
    expect(board.find((row: { id: number }) => row.id === saved.result.id).standing).toBe(saved.standing);
  });

  it('accepts the limits exactly: 1 s, 24 h, 1 s of drift, finish 5 minutes ahead', async () => {
    const { id: locationId } = await createLocation(db());
    const me = await member();
    const cases = [
      runBody(locationId, 1_000),
      runBody(locationId, 86_400_000),
      { ...runBody(locationId, 30_000), duration: 31_000 },
      { ...runBody(locationId, 30_000), duration: 29_000 },
      runBody(locationId, 30_000, -5 * 60_000),
    ];
    for (const payload of cases)
      expect((await save(me.token, payload)).statusCode, JSON.stringify(payload)).toBe(200);
    expect(await savedRows()).toHaveLength(cases.length);
  });

  it('answers 400 naming the field for each failed timing check', async () => {
    const { id: locationId } = await createLocation(db());
    const me = await member();
    const cases = [
      [runBody(locationId, 999), 'duration', messages.durationTooShort],
      [runBody(locationId, 86_400_001), 'duration', messages.durationTooLong],
      [{ ...runBody(locationId, 30_000), duration: 31_001 }, 'duration', messages.durationMismatch],
      [{ ...runBody(locationId, 30_000), duration: 28_999 }, 'duration', messages.durationMismatch],
      [runBody(locationId, 30_000, -5 * 60_000 - 1), 'timeCompleted', messages.completedInFuture],
    ] as const;
    for (const [payload, field, message] of cases) {
      const response = await save(me.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({
        error: message,
        code: 'INVALID_INPUT',
        fields: { [field]: message },
      });
    }
    expect(await savedRows()).toEqual([]);
  });

  it('answers 400 naming timeCompleted for a run finished over 30 days ago or ahead of the clock', async () => {
    const { id: locationId } = await createLocation(db());
    const me = await member();
    const refused = [
      [datedBody(locationId, '0001-01-01T00:00:30.000Z'), messages.completedTooLongAgo],
      [datedBody(locationId, '1970-01-01T00:00:30.000Z'), messages.completedTooLongAgo],
      [runBody(locationId, 30_000, 31 * DAY_MS), messages.completedTooLongAgo],
      [runBody(locationId, 30_000, 30 * DAY_MS + 1), messages.completedTooLongAgo],
      [runBody(locationId, 30_000, -10 * 60_000), messages.completedInFuture],
    ] as const;
    for (const [payload, message] of refused) {
      const response = await save(me.token, payload);
      expect(response.statusCode, payload.timeCompleted).toBe(400);
      expect(response.json()).toEqual({
        error: message,
        code: 'INVALID_INPUT',
        fields: { timeCompleted: message },
      });
    }
    expect(await savedRows()).toEqual([]);

    expect((await save(me.token, runBody(locationId, 30_000, 29 * DAY_MS))).statusCode).toBe(200);
    expect((await save(me.token, runBody(locationId, 30_000, 30 * DAY_MS))).statusCode).toBe(200);
    expect(await savedRows()).toHaveLength(2);
  });

  it("measures the 30 days from the server's clock at the request", async () => {
    const { id: locationId } = await createLocation(db());
    const me = await member();
    const payload = runBody(locationId, 30_000, 29 * DAY_MS);
    t.setNow(new Date(NOW.getTime() + 2 * DAY_MS));
    const response = await save(me.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ timeCompleted: messages.completedTooLongAgo });
  });

  it('answers 400 naming the fields for missing or malformed input', async () => {
    const { id: locationId } = await createLocation(db());
    const me = await member();
    const missing = await save(me.token, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual([
      'duration',
      'locationId',
      'timeCompleted',
      'timeStarted',
    ]);
    for (const [patch, field] of [
      [{ timeStarted: 'yesterday' }, 'timeStarted'],
      [{ timeCompleted: '2025-06-15 12:00' }, 'timeCompleted'],
      [{ duration: 1234.5 }, 'duration'],
      [{ duration: '30000' }, 'duration'],
      [{ locationId: 0 }, 'locationId'],
    ] as const) {
      const response = await save(me.token, { ...runBody(locationId, 30_000), ...patch });
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
  });

  it('answers 404 for an unknown location and 400 naming locationId for a disabled one', async () => {
    const me = await member();
    const unknown = await save(me.token, runBody(999, 30_000));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Location not found');
    const { id: closed } = await createLocation(db(), { disabled: true });
    const disabled = await save(me.token, runBody(closed, 30_000));
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json()).toEqual({
      error: messages.locationNotActive,
      code: 'INVALID_INPUT',
      fields: { locationId: messages.locationNotActive },
    });
    expect(await savedRows()).toEqual([]);
  });

  it('answers 401 without a token or with a bad one, before validating', async () => {
    const { id: locationId } = await createLocation(db());
    expect((await t.request({ method: 'POST', url, payload: runBody(locationId, 30_000) })).statusCode).toBe(
      401,
    );
    expect((await t.request({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    expect((await save('not-a-token', runBody(locationId, 30_000))).statusCode).toBe(401);
    const me = await member();
    await db().update(users).set({ disabled: true }).where(eq(users.id, me.id));
    expect((await save(me.token, runBody(locationId, 30_000))).statusCode).toBe(401);
    expect(await savedRows()).toEqual([]);
  });
});

describe('AddToLeaderboard with an Idempotency-Key', () => {
  it('replays the first answer for a retry with the same key and saves once', async () => {
    const { id: locationId } = await createLocation(db());
    const me = await member();
    const headers = { 'idempotency-key': 'run-1' };
    const first = await save(me.token, runBody(locationId, 30_000), headers);
    const retry = await save(me.token, runBody(locationId, 30_000), headers);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await savedRows()).toHaveLength(1);
  });

  it('saves once when two requests with one key race', async () => {
    const { id: locationId } = await createLocation(db());
    const me = await member();
    const headers = { 'idempotency-key': 'race' };
    const answers = await Promise.all([
      save(me.token, runBody(locationId, 30_000), headers),
      save(me.token, runBody(locationId, 30_000), headers),
      save(me.token, runBody(locationId, 30_000), headers),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers[1].json()).toEqual(answers[0].json());
    expect(answers[2].json()).toEqual(answers[0].json());
    expect(await savedRows()).toHaveLength(1);
  });

  it('saves separately for different keys, no key, or another user with the same key', async () => {
    const { id: locationId } = await createLocation(db());
    const me = await member('runner');
    const other = await member('other');
    await save(me.token, runBody(locationId, 30_000), { 'idempotency-key': 'a' });
    await save(me.token, runBody(locationId, 30_000), { 'idempotency-key': 'b' });
    await save(me.token, runBody(locationId, 30_000));
    await save(me.token, runBody(locationId, 30_000));
    await save(other.token, runBody(locationId, 30_000), { 'idempotency-key': 'a' });
    expect(await savedRows()).toHaveLength(5);
    expect(await db().select().from(idempotencyKeys)).toHaveLength(3);
  });

  it('keeps no key for a refused request, so a corrected retry with the key saves', async () => {
    const { id: locationId } = await createLocation(db());
    const me = await member();
    const headers = { 'idempotency-key': 'fix-me' };
    expect((await save(me.token, runBody(locationId, 500), headers)).statusCode).toBe(400);
    expect(await db().select().from(idempotencyKeys)).toEqual([]);
    expect((await save(me.token, runBody(locationId, 30_000), headers)).statusCode).toBe(200);
    expect(await savedRows()).toHaveLength(1);
  });

  it('answers 400 for an empty or over-long key', async () => {
    const { id: locationId } = await createLocation(db());
    const me = await member();
    for (const key of ['', 'k'.repeat(201)]) {
      const response = await save(me.token, runBody(locationId, 30_000), { 'idempotency-key': key });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['idempotency-key']);
    }
  });
});
