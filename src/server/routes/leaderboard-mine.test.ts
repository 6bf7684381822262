import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locations, times, users } from '../db/schema/index';
import { createRun, BOARD_NOW as NOW } from '../test/boards';
import { createEvent, createLocation } from '../test/factories';
import { withTestApp } from '../test/harness';

const t = withTestApp({ now: NOW });
const db = () => t.database.db;

interface Row {
  id: number;
  duration: number;
  standing: number | null;
  officialTime: boolean;
  location: { id: number };
}

const ids = (rows: Row[]) => rows.map((row) => row.id);
const listMine = (token: string | undefined, payload: object) =>
  t.request({ method: 'POST', url: '/api/Leaderboard/ListUserResults', token, payload });
const myResults = (token?: string) => t.request({ method: 'GET', url: '/api/Leaderboard/MyResults', token });

const member = (userName = 'runner') => t.signIn({ userName });

describe('POST /api/Leaderboard/ListUserResults', () => {
  it("lists the member's own times at the location, newest first, each placed among the others' bests", async () => {
    const { id: locationId } = await createLocation(db());
    const { id: otherPark } = await createLocation(db());
    const { id: eventId } = await createEvent(db(), { locationId });
    const me = await member();
    const ann = await t.createUser({ userName: 'ann' });
    const bob = await t.createUser({ userName: 'bob' });
    const gone = await t.createUser({ userName: 'gone' });
    await db().update(users).set({ disabled: true }).where(eq(users.id, gone.id));
    // Others' casual bests: ann 40 s, bob 45 s (gone is hidden). Comp best: ann 42 s.
    await createRun(db(), { userId: ann.id, locationId, duration: 40_000, days: 9 });
    await createRun(db(), { userId: ann.id, locationId, duration: 41_000, days: 9 });
    await createRun(db(), { userId: bob.id, locationId, duration: 45_000, days: 9 });
    await createRun(db(), { userId: gone.id, locationId, duration: 1_000, days: 9 });
    await createRun(db(), { userId: ann.id, locationId, duration: 42_000, days: 9, eventId });

    const { id: slow } = await createRun(db(), { userId: me.id, locationId, duration: 50_000, days: 3 });
    const { id: tied } = await createRun(db(), { userId: me.id, locationId, duration: 45_000, days: 2 });
    const { id: best } = await createRun(db(), { userId: me.id, locationId, duration: 39_000 });
    const { id: comp } = await createRun(db(), {
      userId: me.id,
      locationId,
      duration: 43_000,
      days: 0.5,
      eventId,
    });
    await createRun(db(), { userId: me.id, locationId: otherPark, duration: 30_000 });

    const response = await listMine(me.token, { locationId });
    expect(response.statusCode).toBe(200);
    const rows: Row[] = response.json();
    expect(ids(rows)).toEqual([comp, best, tied, slow]);
    expect(rows.map((row) => [row.duration, row.officialTime, row.standing])).toEqual([
      [43_000, true, 2],
      [39_000, false, 1],
      [45_000, false, 2],
      [50_000, false, 3],
    ]);
    expect(rows.every((row) => row.location.id === locationId)).toBe(true);
  });

  it('answers [] when the member has no times there', async () => {
    const { id: locationId } = await createLocation(db());
    const ann = await t.createUser({ userName: 'ann' });
    await createRun(db(), { userId: ann.id, locationId, duration: 40_000 });
    const me = await member();
    expect((await listMine(me.token, { locationId })).json()).toEqual([]);
  });

  it('answers 401 without a token, 400 without a location and 404 for an unknown one', async () => {
    expect((await listMine(undefined, { locationId: 1 })).statusCode).toBe(401);
    const me = await member();
    const missing = await listMine(me.token, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['locationId']);
    const unknown = await listMine(me.token, { locationId: 999 });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/Leaderboard/MyResults', () => {
  it('answers zeros and nulls for a member with no times', async () => {
    const me = await member();
    const response = await myResults(me.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 0,
      totalOfficial: 0,
      totalUnofficial: 0,
      time: null,
      faster: null,
      diffPercent: null,
      official: [],
      unofficial: [],
    });
  });

  it('counts and lists official and unofficial times newest first, with the latest run as time', async () => {
    const { id: park } = await createLocation(db());
    const { id: eventId } = await createEvent(db(), { locationId: park });
    const me = await member();
    const other = await t.createUser({ userName: 'other' });
    await createRun(db(), { userId: other.id, locationId: park, duration: 20_000, days: 9 });
    const { id: c1 } = await createRun(db(), { userId: me.id, locationId: park, duration: 50_000, days: 5 });
    const { id: o1 } = await createRun(db(), {
      userId: me.id,
      locationId: park,
      duration: 48_000,
      days: 4,
      eventId,
    });
    const { id: c2 } = await createRun(db(), { userId: me.id, locationId: park, duration: 52_000, days: 2 });
    const { id: o2 } = await createRun(db(), { userId: me.id, locationId: park, duration: 47_000, eventId });
    const body = (await myResults(me.token)).json();
    expect(body).toMatchObject({ count: 4, totalOfficial: 2, totalUnofficial: 2 });
    expect(ids(body.official)).toEqual([o2, o1]);
    expect(ids(body.unofficial)).toEqual([c2, c1]);
    expect(body.time.id).toBe(o2);
    // A place only on the run that holds it, the best of each board: other's 20 s casual best is
    // ahead of c1 (50 s); nobody else has comp times, so o2 (47 s) is first.
    expect(body.unofficial.map((row: Row) => row.standing)).toEqual([null, 2]);
    expect(body.official.map((row: Row) => row.standing)).toEqual([1, null]);
    // Latest 47 s against the best earlier run there (48 s): (48 − 47) / 48 × 100 = 2.08.
    expect(body).toMatchObject({ faster: true, diffPercent: 2.08 });
  });

  it('places only the run that holds the place: the best that counts on its board, never another', async () => {
    const { id: park } = await createLocation(db());
    const { id: eventId } = await createEvent(db(), { locationId: park });
    const me = await member();
    const ann = await t.createUser({ userName: 'ann' });
    await createRun(db(), { userId: ann.id, locationId: park, duration: 40_000, days: 9 });
    await createRun(db(), { userId: ann.id, locationId: park, duration: 44_000, days: 9, eventId });
    // Slower than ann's best but faster than anyone else: it would take place 2 on its own.
    const { id: slower } = await createRun(db(), {
      userId: me.id,
      locationId: park,
      duration: 45_000,
      days: 4,
    });
    const { id: best } = await createRun(db(), {
      userId: me.id,
      locationId: park,
      duration: 42_000,
      days: 3,
    });
    // Faster still, but an admin took it off the boards.
    const { id: removed } = await createRun(db(), {
      userId: me.id,
      locationId: park,
      duration: 30_000,
      days: 2,
    });
    await db()
      .update(times)
      .set({ removedAt: NOW, removedReason: 'Skipped the wall' })
      .where(eq(times.id, removed));
    const { id: comp } = await createRun(db(), {
      userId: me.id,
      locationId: park,
      duration: 43_000,
      eventId,
    });
    const { id: compSlower } = await createRun(db(), {
      userId: me.id,
      locationId: park,
      duration: 46_000,
      days: 0.5,
      eventId,
    });
    const placeOf = async () => {
      const body = (await myResults(me.token)).json();
      return Object.fromEntries(
        [...body.official, ...body.unofficial].map((row: Row) => [row.id, row.standing]),
      );
    };
    expect(await placeOf()).toEqual({
      [slower]: null,
      [best]: 2,
      [removed]: null,
      [comp]: 1,
      [compSlower]: null,
    });

    // A course minimum above 42 s leaves both casual runs out of the board rule (times.counts false):
    // no casual run of the member's holds a place any more.
    await db().update(locations).set({ minimumSeconds: 60 }).where(eq(locations.id, park));
    expect(await placeOf()).toEqual({
      [slower]: null,
      [best]: null,
      [removed]: null,
      [comp]: 1,
      [compSlower]: null,
    });
  });

  it('reports a slower latest run as faster: false with a negative diffPercent', async () => {
    const { id: park } = await createLocation(db());
    const me = await member();
    await createRun(db(), { userId: me.id, locationId: park, duration: 50_000, days: 3 });
    await createRun(db(), { userId: me.id, locationId: park, duration: 40_000, days: 2 });
    await createRun(db(), { userId: me.id, locationId: park, duration: 45_000 });
    const body = (await myResults(me.token)).json();
    expect(body.time.duration).toBe(45_000);
    expect(body).toMatchObject({ faster: false, diffPercent: -12.5 });
  });

  it('compares only with earlier runs at the same location (null when there are none)', async () => {
    const { id: park } = await createLocation(db());
    const { id: otherPark } = await createLocation(db());
    const me = await member();
    await createRun(db(), { userId: me.id, locationId: otherPark, duration: 90_000, days: 3 });
    await createRun(db(), { userId: me.id, locationId: park, duration: 60_000 });
    expect((await myResults(me.token)).json()).toMatchObject({ count: 2, faster: null, diffPercent: null });
    // An equal run is not faster and differs by 0 %.
    await createRun(db(), { userId: me.id, locationId: park, duration: 60_000, days: 0.5 });
    expect((await myResults(me.token)).json()).toMatchObject({ count: 3, faster: false, diffPercent: 0 });
  });

  it("shows only the member's own times", async () => {
    const { id: park } = await createLocation(db());
    const me = await member();
    const other = await t.createUser({ userName: 'other' });
    await createRun(db(), { userId: other.id, locationId: park, duration: 30_000 });
    const { id: mine } = await createRun(db(), {
      userId: me.id,
      locationId: park,
      duration: 35_000,
      days: 2,
    });
    const body = (await myResults(me.token)).json();
    expect(ids(body.unofficial)).toEqual([mine]);
    expect(body.time).toMatchObject({ id: mine, standing: 2, user: { userName: 'runner' } });
  });

  it('answers 401 without a token', async () => {
    expect((await myResults()).statusCode).toBe(401);
  });
});
