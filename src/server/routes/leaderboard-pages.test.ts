import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, locations, users } from '../db/schema/index';
import { createEvent, createLocation, createTime } from '../test/factories';
import { withTestApp } from '../test/harness';

/** Board pages: limit and offset, the total, the viewer's own row, tags, and cached answers. */
const t = withTestApp();
const db = () => t.database.db;
const NOW = new Date('2025-06-15T12:00:00.000Z');

type Row = { user: { userName: string }; duration: number; standing: number };

/** Six competitors at one park, p1 fastest, one time each. */
async function sixOnABoard() {
  const { id: locationId } = await createLocation(db());
  const people = [];
  for (let place = 1; place <= 6; place += 1) {
    const user = await t.createUser({ userName: `p${place}x${locationId}` });
    await createTime(db(), { userId: user.id, locationId, duration: 30_000 + place * 1_000 });
    people.push(user);
  }
  return { locationId, people };
}

const listResults = (payload: Record<string, unknown>, token?: string, headers?: Record<string, string>) =>
  t.request({ method: 'POST', url: '/api/Leaderboard/ListResults', payload, token, headers });
const places = (rows: Row[]) => rows.map((row) => row.standing);

describe('board pages', () => {
  it('answers limit rows from offset with the total in X-Total-Count (50 unless asked)', async () => {
    const { locationId } = await sixOnABoard();
    const first = await listResults({ locationId, limit: 2 });
    expect(first.statusCode).toBe(200);
    expect(places(first.json())).toEqual([1, 2]);
    expect(first.headers['x-total-count']).toBe('6');
    const third = await listResults({ locationId, limit: 2, offset: 4 });
    expect(places(third.json())).toEqual([5, 6]);
    expect(places((await listResults({ locationId })).json())).toEqual([1, 2, 3, 4, 5, 6]);
    const past = await listResults({ locationId, limit: 2, offset: 6 });
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('6');
  });

  it('adds the signed-in member’s own row after a page they are not on, and only then', async () => {
    const { locationId, people } = await sixOnABoard();
    const fifth = people[4];
    if (!fifth) throw new Error('six people');
    const token = await t.login(fifth.userName);
    const mine = await listResults({ locationId, limit: 2 }, token);
    expect(mine.json().map((row: Row) => [row.user.userName, row.standing])).toEqual([
      [people[0]?.userName, 1],
      [people[1]?.userName, 2],
      [fifth.userName, 5],
    ]);
    expect(mine.headers['x-total-count']).toBe('6');
    // On the page already: not twice.
    expect(places((await listResults({ locationId, limit: 2, offset: 4 }, token)).json())).toEqual([5, 6]);
    // A token it cannot use reads as a guest: a stale sign-in never costs the public board.
    const stale = await listResults({ locationId, limit: 2 }, 'not-a-token');
    expect(stale.statusCode).toBe(200);
    expect(places(stale.json())).toEqual([1, 2]);
    // A guest gets the page only; a member with no time here too.
    expect(places((await listResults({ locationId, limit: 2 })).json())).toEqual([1, 2]);
    const stranger = await t.createUser();
    expect(
      places((await listResults({ locationId, limit: 2 }, await t.login(stranger.userName))).json()),
    ).toEqual([1, 2]);
  });

  it('pages the GET boards the same way (CasualResults, Event)', async () => {
    const { locationId } = await sixOnABoard();
    const casual = await t.request({
      method: 'GET',
      url: `/api/Leaderboard/CasualResults/${locationId}?limit=3&offset=1`,
    });
    expect(places(casual.json())).toEqual([2, 3, 4]);
    expect(casual.headers['x-total-count']).toBe('6');
    const event = await createEvent(db(), { locationId });
    for (let n = 0; n < 3; n += 1) {
      await createTime(db(), { locationId, eventId: event.id, duration: 40_000 + n });
    }
    const comp = await t.request({
      method: 'GET',
      url: `/api/Leaderboard/Event/${event.id}?limit=1&offset=2`,
    });
    expect(places(comp.json())).toEqual([3]);
    expect(comp.headers['x-total-count']).toBe('3');
  });

  it.each([
    [{ limit: 0 }, 'limit', 'Limit must be 1 or more'],
    [{ limit: 501 }, 'limit', 'Limit must be 500 or less'],
    [{ limit: 2.5 }, 'limit', 'Limit must be a whole number'],
    [{ limit: '5' }, 'limit', 'Limit must be a number'],
    [{ offset: -1 }, 'offset', 'Offset must be 0 or more'],
  ])('refuses %j with 400 naming %s', async (page, field, message) => {
    const { id: locationId } = await createLocation(db());
    const response = await listResults({ locationId, ...page });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it('refuses a query-string limit that is not a number, and answers 404 for an unknown board', async () => {
    const { id: locationId } = await createLocation(db());
    const bad = await t.request({
      method: 'GET',
      url: `/api/Leaderboard/CasualResults/${locationId}?limit=lots`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.limit).toBe('Limit must be a number');
    expect((await listResults({ locationId: 999_999 })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/Leaderboard/Event/999999' })).statusCode).toBe(404);
  });
});

describe('cached board answers', () => {
  it('answers 304 to its own ETag, and a new page once a time is saved (no stale answer)', async () => {
    const { locationId } = await sixOnABoard();
    const first = await listResults({ locationId, limit: 3 });
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await listResults({ locationId, limit: 3 }, undefined, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const runner = await t.createUser();
    const token = await t.login(runner.userName);
    const completed = new Date(Date.now() - 1_000);
    const saved = await t.request({
      method: 'POST',
      url: '/api/Leaderboard/AddToLeaderboard',
      token,
      payload: {
        locationId,
        duration: 31_500,
        timeStarted: new Date(completed.getTime() - 31_500).toISOString(),
        timeCompleted: completed.toISOString(),
      },
    });
    expect(saved.statusCode).toBe(200);
    const after = await listResults({ locationId, limit: 3 }, undefined, { 'if-none-match': tag });
    expect(after.statusCode).toBe(200);
    expect(after.json().map((row: Row) => row.user.userName)).toContain(runner.userName);
    expect(after.headers['x-total-count']).toBe('7');
  });

  it('drops a cached answer when a competitor is disabled, the location renamed or a time deleted', async () => {
    const { locationId, people } = await sixOnABoard();
    const [first] = people;
    if (!first) throw new Error('six people');
    expect((await listResults({ locationId })).headers['x-total-count']).toBe('6');
    await db().update(users).set({ disabled: true }).where(eq(users.id, first.id));
    expect((await listResults({ locationId })).headers['x-total-count']).toBe('5');
    await db().update(locations).set({ name: 'Renamed Park' }).where(eq(locations.id, locationId));
    const renamed = (await listResults({ locationId })).json() as { location: { name: string } }[];
    expect(renamed.every((row) => row.location.name === 'Renamed Park')).toBe(true);
  });

  it('drops an event board’s answer when the event is removed (404, not the old rows)', async () => {
    const event = await createEvent(db());
    const url = `/api/Leaderboard/Event/${event.id}`;
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(200);
    await db().delete(events).where(eq(events.id, event.id));
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('moves a rolling board on when its oldest time leaves the window, with no write', async () => {
    t.setNow(NOW);
    const { id: locationId } = await createLocation(db());
    const hour = 60 * 60 * 1000;
    // 23 h and 1 h old: both on the day board now; in 2 h the older one has left it.
    await createTime(db(), {
      locationId,
      duration: 40_000,
      timeCompleted: new Date(NOW.getTime() - 23 * hour),
    });
    await createTime(db(), { locationId, duration: 50_000, timeCompleted: new Date(NOW.getTime() - hour) });
    expect(places((await listResults({ locationId, period: 'day' })).json())).toEqual([1, 2]);
    t.setNow(new Date(NOW.getTime() + 2 * hour));
    const later = (await listResults({ locationId, period: 'day' })).json() as Row[];
    expect(later.map((row) => row.duration)).toEqual([50_000]);
  });

  it('shows a competitor’s next best once their best leaves a rolling window, with no write', async () => {
    t.setNow(NOW);
    const { id: locationId } = await createLocation(db());
    const hour = 60 * 60 * 1000;
    const runner = await t.createUser({ userName: `window${locationId}` });
    const at = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * hour);
    // The best (23 h old) leaves the day board in 1 h, the next best (22 h old) in 2 h.
    await createTime(db(), { userId: runner.id, locationId, duration: 40_000, timeCompleted: at(23) });
    await createTime(db(), { userId: runner.id, locationId, duration: 45_000, timeCompleted: at(22) });
    await createTime(db(), { userId: runner.id, locationId, duration: 50_000, timeCompleted: at(1) });
    const durations = async () =>
      ((await listResults({ locationId, period: 'day' })).json() as Row[]).map((row) => row.duration);
    expect(await durations()).toEqual([40_000]);
    t.setNow(new Date(NOW.getTime() + 1.5 * hour));
    expect(await durations()).toEqual([45_000]);
    t.setNow(new Date(NOW.getTime() + 2.5 * hour));
    expect(await durations()).toEqual([50_000]);
  });

  it('sends a page every reader shares compressed once (br, else gzip), the same rows as uncompressed', async () => {
    const { locationId } = await sixOnABoard();
    const plain = await listResults({ locationId });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await listResults({ locationId }, undefined, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const again = await listResults({ locationId }, undefined, { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    const gzip = await listResults({ locationId }, undefined, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});
