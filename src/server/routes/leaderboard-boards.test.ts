import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { createRun, BOARD_NOW as NOW } from '../test/boards';
import { createEvent, createLocation, createTime, daysBefore } from '../test/factories';
import { withTestApp } from '../test/harness';

const t = withTestApp();

const db = () => t.database.db;

interface Row {
  id: number;
  user: { userName: string; current: { url: string | null } };
  duration: number;
  standing: number;
  officialTime: boolean;
}

const listResults = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/Leaderboard/ListResults', payload });
const board = (rows: Row[]) => rows.map((row) => [row.user.userName, row.duration, row.standing]);

/** GET `url` answers 400 naming `field`. */
async function expectBadField(url: string, field: string) {
  const response = await t.request({ method: 'GET', url });
  expect(response.statusCode, url).toBe(400);
  expect(response.json().fields).toHaveProperty(field);
}

/** Five competitors at one park, all casual, with a tie for 2nd. */
async function tiedBoard() {
  const { id: locationId } = await createLocation(db(), { name: 'Bondi Park', path: 'bondi-park' });
  const names = ['ann', 'bob', 'cat', 'dan', 'eve'];
  const [ann, bob, cat, dan, eve] = await Promise.all(names.map((userName) => t.createUser({ userName })));
  const at = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
  await createTime(db(), { userId: ann.id, locationId, duration: 40_000, timeCompleted: at(50) });
  await createTime(db(), { userId: bob.id, locationId, duration: 45_000, timeCompleted: at(30) });
  // cat ties bob but finished earlier, so lists first.
  await createTime(db(), { userId: cat.id, locationId, duration: 45_000, timeCompleted: at(40) });
  await createTime(db(), { userId: dan.id, locationId, duration: 50_000, timeCompleted: at(20) });
  await createTime(db(), { userId: eve.id, locationId, duration: 60_000, timeCompleted: at(10) });
  return { locationId, ann, bob, cat, dan, eve };
}

describe('POST /api/Leaderboard/ListResults', () => {
  it('ranks with shared places for ties (1, 2, 2, 4) and lists the earlier finish first', async () => {
    const { locationId } = await tiedBoard();
    const response = await listResults({ locationId });
    expect(response.statusCode).toBe(200);
    expect(board(response.json())).toEqual([
      ['ann', 40_000, 1],
      ['cat', 45_000, 2],
      ['bob', 45_000, 2],
      ['dan', 50_000, 4],
      ['eve', 60_000, 5],
    ]);
  });

  it('answers the full row shape', async () => {
    const { id: locationId } = await createLocation(db(), { name: 'Manly Park', path: 'manly-park' });
    const user = await t.createUser({ userName: 'runner', photoUrl: '/uploads/runner.webp' });
    const completed = new Date('2025-06-01T10:00:00.000Z');
    const { id } = await createTime(db(), {
      userId: user.id,
      locationId,
      duration: 83_456,
      timeCompleted: completed,
    });
    const [row] = (await listResults({ locationId })).json();
    expect(row).toEqual({
      id,
      user: { userName: 'runner', current: { url: '/uploads/runner.webp' } },
      duration: 83_456,
      tsDuration: '1:23.45',
      timeStarted: new Date(completed.getTime() - 83_456).toISOString(),
      timeCompleted: completed.toISOString(),
      officialTime: false,
      timingMethod: 'manual',
      witnessed: false,
      location: { id: locationId, name: 'Manly Park', path: 'manly-park' },
      standing: 1,
      obstaclesCleared: null,
      penaltyMs: 0,
      rankedMs: 83_456,
    });
  });

  it("shows one row per competitor: their fastest time, the earlier one when a competitor's own best ties", async () => {
    const { id: locationId } = await createLocation(db());
    const ann = await t.createUser({ userName: 'ann' });
    const bob = await t.createUser({ userName: 'bob' });
    await createRun(db(), { userId: ann.id, locationId, duration: 50_000, days: 3 });
    const { id: annBest } = await createRun(db(), { userId: ann.id, locationId, duration: 41_000, days: 2 });
    await createRun(db(), { userId: ann.id, locationId, duration: 41_000 });
    await createRun(db(), { userId: bob.id, locationId, duration: 45_000 });
    await createRun(db(), { userId: bob.id, locationId, duration: 47_000 });
    const rows: Row[] = (await listResults({ locationId })).json();
    expect(board(rows)).toEqual([
      ['ann', 41_000, 1],
      ['bob', 45_000, 2],
    ]);
    expect(rows[0].id).toBe(annBest);
  });

  it('keeps casual and comp boards apart (official: true is the comp board of the location)', async () => {
    const { id: locationId } = await createLocation(db());
    const { id: eventId } = await createEvent(db(), { locationId });
    const ann = await t.createUser({ userName: 'ann' });
    const bob = await t.createUser({ userName: 'bob' });
    await createRun(db(), { userId: ann.id, locationId, duration: 30_000 });
    await createRun(db(), { userId: bob.id, locationId, duration: 35_000, eventId });
    await createRun(db(), { userId: ann.id, locationId, duration: 39_000, eventId });
    expect(board((await listResults({ locationId })).json())).toEqual([['ann', 30_000, 1]]);
    const comp: Row[] = (await listResults({ locationId, official: true })).json();
    expect(board(comp)).toEqual([
      ['bob', 35_000, 1],
      ['ann', 39_000, 2],
    ]);
    expect(comp.every((row) => row.officialTime)).toBe(true);
  });

  it('hides disabled competitors and ranks the rest without them', async () => {
    const { locationId, ann } = await tiedBoard();
    await db().update(users).set({ disabled: true }).where(eq(users.id, ann.id));
    expect(board((await listResults({ locationId })).json())).toEqual([
      ['cat', 45_000, 1],
      ['bob', 45_000, 1],
      ['dan', 50_000, 3],
      ['eve', 60_000, 4],
    ]);
  });

  it('filters by period: the last 365, 30, 7 and 1 days of the app clock', async () => {
    t.setNow(NOW);
    const { id: locationId } = await createLocation(db());
    const ages = { old: 400, year: 200, month: 20, week: 5, day: 0.5 };
    // The older a time, the faster, so each period shows a different best.
    let duration = 30_000;
    for (const [userName, days] of Object.entries(ages)) {
      const user = await t.createUser({ userName });
      await createTime(db(), { userId: user.id, locationId, duration, timeCompleted: daysBefore(NOW, days) });
      duration += 1_000;
    }
    const names = async (period?: string) =>
      ((await listResults({ locationId, period })).json() as Row[]).map((row) => row.user.userName);
    expect(await names()).toEqual(['old', 'year', 'month', 'week', 'day']);
    expect(await names('all')).toEqual(['old', 'year', 'month', 'week', 'day']);
    expect(await names('year')).toEqual(['year', 'month', 'week', 'day']);
    expect(await names('month')).toEqual(['month', 'week', 'day']);
    expect(await names('week')).toEqual(['week', 'day']);
    expect(await names('day')).toEqual(['day']);
  });

  it('ranks a competitor by their best within the period, not their all-time best', async () => {
    t.setNow(NOW);
    const { id: locationId } = await createLocation(db());
    const ann = await t.createUser({ userName: 'ann' });
    const bob = await t.createUser({ userName: 'bob' });
    await createRun(db(), { userId: ann.id, locationId, duration: 30_000, days: 100 });
    await createRun(db(), { userId: ann.id, locationId, duration: 50_000, days: 2 });
    await createRun(db(), { userId: bob.id, locationId, duration: 40_000, days: 3 });
    expect(board((await listResults({ locationId, period: 'week' })).json())).toEqual([
      ['bob', 40_000, 1],
      ['ann', 50_000, 2],
    ]);
  });

  it('answers [] for a location without times and for a disabled location', async () => {
    const { id: empty } = await createLocation(db());
    expect((await listResults({ locationId: empty })).json()).toEqual([]);
    const { id: closed } = await createLocation(db(), { disabled: true });
    expect((await listResults({ locationId: closed })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown location', async () => {
    const response = await listResults({ locationId: 999 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Location not found');
  });

  it('answers 400 naming the field for bad input', async () => {
    for (const [payload, field] of [
      [{}, 'locationId'],
      [{ locationId: 'x' }, 'locationId'],
      [{ locationId: -1 }, 'locationId'],
      [{ locationId: 1, period: 'decade' }, 'period'],
      [{ locationId: 1, official: 'maybe' }, 'official'],
    ] as const) {
      const response = await listResults(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
  });
});

describe('GET /api/Leaderboard/CasualResults/:id', () => {
  it('answers the casual board of the location, with a period', async () => {
    t.setNow(NOW);
    const { locationId, eve } = await tiedBoard();
    const { id: eventId } = await createEvent(db(), { locationId });
    await createRun(db(), { userId: eve.id, locationId, duration: 10_000, eventId });
    const all = await t.request({ method: 'GET', url: `/api/Leaderboard/CasualResults/${locationId}` });
    expect(all.statusCode).toBe(200);
    expect(board(all.json()).map(([name, , standing]) => [name, standing])).toEqual([
      ['ann', 1],
      ['cat', 2],
      ['bob', 2],
      ['dan', 4],
      ['eve', 5],
    ]);
    const { id: old } = await createLocation(db());
    await createRun(db(), { userId: eve.id, locationId: old, duration: 10_000, days: 2 });
    const day = await t.request({ method: 'GET', url: `/api/Leaderboard/CasualResults/${old}?period=day` });
    expect(day.json()).toEqual([]);
  });

  it('answers 404 for an unknown location and 400 for a bad id or period', async () => {
    expect((await t.request({ method: 'GET', url: '/api/Leaderboard/CasualResults/999' })).statusCode).toBe(
      404,
    );
    await expectBadField('/api/Leaderboard/CasualResults/abc', 'id');
    const { id: locationId } = await createLocation(db());
    await expectBadField(`/api/Leaderboard/CasualResults/${locationId}?period=ever`, 'period');
  });
});

describe('GET /api/Leaderboard/Event/:eventId', () => {
  it("answers the event's official board only", async () => {
    const { id: locationId } = await createLocation(db());
    const { id: eventId } = await createEvent(db(), { locationId });
    const { id: otherEvent } = await createEvent(db(), { locationId });
    const ann = await t.createUser({ userName: 'ann' });
    const bob = await t.createUser({ userName: 'bob' });
    const completed = daysBefore(NOW, 1);
    await createTime(db(), {
      userId: ann.id,
      locationId,
      duration: 33_000,
      timeCompleted: completed,
      eventId,
    });
    await createTime(db(), {
      userId: ann.id,
      locationId,
      duration: 31_000,
      timeCompleted: completed,
      eventId,
    });
    await createTime(db(), {
      userId: bob.id,
      locationId,
      duration: 31_000,
      timeCompleted: completed,
      eventId,
    });
    await createTime(db(), {
      userId: bob.id,
      locationId,
      duration: 20_000,
      timeCompleted: completed,
      eventId: otherEvent,
    });
    await createTime(db(), { userId: bob.id, locationId, duration: 10_000, timeCompleted: completed });
    const response = await t.request({ method: 'GET', url: `/api/Leaderboard/Event/${eventId}` });
    expect(response.statusCode).toBe(200);
    expect(board(response.json())).toEqual([
      ['ann', 31_000, 1],
      ['bob', 31_000, 1],
    ]);
  });

  it('filters by period', async () => {
    t.setNow(NOW);
    const { id: locationId } = await createLocation(db());
    const { id: eventId } = await createEvent(db(), { locationId });
    const ann = await t.createUser({ userName: 'ann' });
    await createRun(db(), { userId: ann.id, locationId, duration: 33_000, days: 40, eventId });
    const url = `/api/Leaderboard/Event/${eventId}`;
    expect((await t.request({ method: 'GET', url: `${url}?period=year` })).json()).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: `${url}?period=month` })).json()).toEqual([]);
  });

  it('answers 404 for an unknown event and 400 for a bad id or period', async () => {
    const unknown = await t.request({ method: 'GET', url: '/api/Leaderboard/Event/999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Event not found');
    await expectBadField('/api/Leaderboard/Event/0', 'eventId');
    const { id: eventId } = await createEvent(db());
    await expectBadField(`/api/Leaderboard/Event/${eventId}?period=YEAR`, 'period');
  });
});

describe('GET /api/Leaderboard/GetOverview', () => {
  it('lists every active location by name with the top 5 of its casual and comp boards', async () => {
    t.setNow(NOW);
    const { locationId, ann, bob } = await tiedBoard();
    const extra = await t.createUser({ userName: 'fay' });
    await createRun(db(), { userId: extra.id, locationId, duration: 70_000 });
    const { id: eventId } = await createEvent(db(), { locationId });
    await createRun(db(), { userId: bob.id, locationId, duration: 44_000, eventId });
    await createRun(db(), { userId: ann.id, locationId, duration: 48_000, eventId });
    const { id: emptyPark } = await createLocation(db(), { name: 'Avalon Park', path: 'avalon-park' });
    const { id: closed } = await createLocation(db(), {
      name: 'Closed Park',
      path: 'closed-park',
      disabled: true,
    });
    await createRun(db(), { userId: ann.id, locationId: closed, duration: 40_000 });

    const response = await t.request({ method: 'GET', url: '/api/Leaderboard/GetOverview' });
    expect(response.statusCode).toBe(200);
    const overview = response.json();
    expect(overview.map((entry: { location: { name: string } }) => entry.location.name)).toEqual([
      'Avalon Park',
      'Bondi Park',
    ]);
    expect(overview[0]).toEqual({
      location: { id: emptyPark, name: 'Avalon Park', path: 'avalon-park' },
      casual: [],
      comp: [],
    });
    expect(board(overview[1].casual)).toEqual([
      ['ann', 40_000, 1],
      ['cat', 45_000, 2],
      ['bob', 45_000, 2],
      ['dan', 50_000, 4],
      ['eve', 60_000, 5],
    ]);
    expect(board(overview[1].comp)).toEqual([
      ['bob', 44_000, 1],
      ['ann', 48_000, 2],
    ]);
    expect(overview[1].casual[0].location).toEqual({
      id: locationId,
      name: 'Bondi Park',
      path: 'bondi-park',
    });
  });

  it('applies the period and hides disabled competitors', async () => {
    t.setNow(NOW);
    const { id: locationId } = await createLocation(db(), { name: 'Bondi Park', path: 'bondi-park' });
    const ann = await t.createUser({ userName: 'ann' });
    const bob = await t.createUser({ userName: 'bob' });
    const gone = await t.createUser({ userName: 'gone', disabled: true });
    await createRun(db(), { userId: ann.id, locationId, duration: 30_000, days: 10 });
    await createRun(db(), { userId: bob.id, locationId, duration: 40_000, days: 2 });
    await createRun(db(), { userId: gone.id, locationId, duration: 20_000, days: 2 });
    const week = (await t.request({ method: 'GET', url: '/api/Leaderboard/GetOverview?period=week' })).json();
    expect(board(week[0].casual)).toEqual([['bob', 40_000, 1]]);
    const all = (await t.request({ method: 'GET', url: '/api/Leaderboard/GetOverview' })).json();
    expect(board(all[0].casual)).toEqual([
      ['ann', 30_000, 1],
      ['bob', 40_000, 2],
    ]);
  });

  it('answers 400 for an unknown period', async () => {
    const response = await t.request({ method: 'GET', url: '/api/Leaderboard/GetOverview?period=fortnight' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['period']);
  });
});
