import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locations, siteEquipment, times, users } from '../db/schema/index';
import { createCourse, createSplitRun } from '../test/courses';
import { createLocation, createSiteEquipment, createTime, daysBefore } from '../test/factories';
import { withTestApp } from '../test/harness';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const t = withTestApp({ now: NOW });
const db = () => t.database.db;

async function course() {
  const { location, sites } = await createCourse(db(), ['Rings', 'Wall', 'Bars']);
  return { locationId: location.id, ids: sites.map((site) => site.equipmentId) };
}

/** Saves runs at a course: `run(userId, segments, daysBeforeNow)`. */
const runsAt =
  (locationId: number, equipmentIds: number[]) => (userId: number, segments: number[], days: number) =>
    createSplitRun(db(), {
      userId,
      locationId,
      equipmentIds,
      segments,
      timeCompleted: daysBefore(NOW, days),
    });

const get = (path: string, token?: string) =>
  t.request({ method: 'GET', url: `/api/Leaderboard/${path}`, token });

describe('GET /api/Leaderboard/MySplits/{locationId}', () => {
  it("answers the member's personal best, best segments, sum of best and possible time save", async () => {
    const { locationId, ids } = await course();
    const me = await t.createUser({ userName: 'runner' });
    const token = await t.login('runner');
    const run = (segments: number[], days: number) => runsAt(locationId, ids)(me.id, segments, days);
    const pb = await run([5_000, 7_000, 3_000], 3);
    await db().update(times).set({ timingMethod: 'gate' }).where(eq(times.id, pb.time.id));
    const second = await run([4_000, 9_000, 4_000], 2);
    await run([5_000, 7_000, 3_000], 1); // as fast as the PB, but later
    // Someone else's runs are not the member's.
    const other = await t.createUser();
    await createSplitRun(db(), {
      userId: other.id,
      locationId,
      equipmentIds: ids,
      segments: [1_000, 1_000, 1_000],
    });

    const response = await get(`MySplits/${locationId}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      personalBest: {
        timeId: pb.time.id,
        duration: 15_000,
        timingMethod: 'gate',
        witnessed: false,
        splits: [
          { equipmentId: ids[0], ms: 5_000, segmentMs: 5_000 },
          { equipmentId: ids[1], ms: 12_000, segmentMs: 7_000 },
          { equipmentId: ids[2], ms: 15_000, segmentMs: 3_000 },
        ],
      },
      bestSegments: [
        { equipmentId: ids[0], segmentMs: 4_000, timeId: second.time.id },
        { equipmentId: ids[1], segmentMs: 7_000, timeId: pb.time.id },
        { equipmentId: ids[2], segmentMs: 3_000, timeId: pb.time.id },
      ],
      sumOfBest: 14_000,
      possibleTimeSave: [
        { equipmentId: ids[0], ms: 1_000 },
        { equipmentId: ids[1], ms: 0 },
        { equipmentId: ids[2], ms: 0 },
      ],
    });
  });

  it('answers a personal best timed without splits with no splits: nothing to compare, no time save', async () => {
    const { locationId, ids } = await course();
    const me = await t.createUser({ userName: 'runner' });
    const token = await t.login('runner');
    const run = (segments: number[], days: number) => runsAt(locationId, ids)(me.id, segments, days);
    const split = await run([5_000, 7_000, 3_000], 3);
    const faster = await createTime(db(), {
      userId: me.id,
      locationId,
      duration: 12_000,
      timeCompleted: daysBefore(NOW, 2),
    });
    // A faster run still that an admin took off the boards is no personal best.
    const removed = await createTime(db(), {
      userId: me.id,
      locationId,
      duration: 9_000,
      timeCompleted: NOW,
    });
    await db()
      .update(times)
      .set({ removedAt: NOW, removedReason: 'Skipped the wall' })
      .where(eq(times.id, removed.id));

    expect((await get(`MySplits/${locationId}`, token)).json()).toEqual({
      personalBest: {
        timeId: faster.id,
        duration: 12_000,
        timingMethod: 'manual',
        witnessed: false,
        splits: [],
      },
      bestSegments: [
        { equipmentId: ids[0], segmentMs: 5_000, timeId: split.time.id },
        { equipmentId: ids[1], segmentMs: 7_000, timeId: split.time.id },
        { equipmentId: ids[2], segmentMs: 3_000, timeId: split.time.id },
      ],
      sumOfBest: 15_000,
      possibleTimeSave: [],
    });
  });

  it('counts only runs over the current obstacle order, and answers empty without them', async () => {
    const { locationId, ids } = await course();
    const me = await t.createUser({ userName: 'runner' });
    const token = await t.login('runner');
    await createSplitRun(db(), {
      userId: me.id,
      locationId,
      equipmentIds: ids,
      segments: [5_000, 7_000, 3_000],
    });
    // The course gains an obstacle: the old run no longer compares. It is still the personal best,
    // now without splits over this order.
    const extra = await createSiteEquipment(db(), { locationId, index: 3 });
    const empty = { personalBest: null, bestSegments: [], sumOfBest: null, possibleTimeSave: [] };
    expect((await get(`MySplits/${locationId}`, token)).json()).toEqual({
      ...empty,
      personalBest: {
        timeId: expect.any(Number),
        duration: 15_000,
        timingMethod: 'manual',
        witnessed: false,
        splits: [],
      },
    });
    // Back to the order it was timed over: it counts again.
    await db().delete(siteEquipment).where(eq(siteEquipment.id, extra.id));
    expect((await get(`MySplits/${locationId}`, token)).json().sumOfBest).toBe(15_000);
    // A course without obstacles.
    const bare = await createLocation(db());
    expect((await get(`MySplits/${bare.id}`, token)).json()).toEqual(empty);
  });

  it.each([
    'MySplits',
    'MySplitRuns',
  ])('%s answers 401 to a guest, 404 for an unknown location and 400 naming locationId', async (read) => {
    await t.createUser({ userName: 'runner' });
    const token = await t.login('runner');
    const { locationId } = await course();
    expect((await get(`${read}/${locationId}`)).statusCode).toBe(401);
    expect((await get(`${read}/999999`, token)).statusCode).toBe(404);
    const bad = await get(`${read}/park`, token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['locationId']);
  });
});

describe('GET /api/Leaderboard/Segments/{locationId}', () => {
  it("lists each obstacle's fastest segment per competitor, in course order, ties sharing a place", async () => {
    const { locationId, ids } = await course();
    const [ann, ben, cat, dan] = await Promise.all(
      ['ann', 'ben', 'cat', 'dan'].map((userName) => t.createUser({ userName })),
    );
    const run = runsAt(locationId, ids);
    const annBest = await run(ann.id, [4_000, 6_000, 3_000], 5);
    await run(ann.id, [4_500, 5_000, 3_100], 4);
    const benRun = await run(ben.id, [4_000, 8_000, 2_000], 3);
    const catRun = await run(cat.id, [3_000, 8_000, 2_500], 2);
    await run(dan.id, [1_000, 1_000, 1_000], 1);
    await db().update(users).set({ disabled: true }).where(eq(users.id, dan.id));

    const response = await get(`Segments/${locationId}?period=all&limit=2`);
    expect(response.statusCode).toBe(200);
    const row = (
      userName: string,
      standing: number,
      segmentMs: number,
      time: { id: number; timeCompleted: Date },
    ) => ({
      standing,
      user: { userName, current: { url: null } },
      segmentMs,
      timeId: time.id,
      timeCompleted: time.timeCompleted.toISOString(),
    });
    const body = response.json();
    expect(
      body.map((obstacle: { equipmentId: number; name: string }) => [obstacle.equipmentId, obstacle.name]),
    ).toEqual([
      [ids[0], `Rings ${locationId}`],
      [ids[1], `Wall ${locationId}`],
      [ids[2], `Bars ${locationId}`],
    ]);
    expect(body[0].rows).toEqual([row('cat', 1, 3_000, catRun.time), row('ann', 2, 4_000, annBest.time)]);
    expect(
      body[1].rows.map((r: { user: { userName: string }; segmentMs: number }) => [
        r.user.userName,
        r.segmentMs,
      ]),
    ).toEqual([
      ['ann', 5_000],
      ['ben', 8_000],
    ]);
    expect(body[2].rows).toEqual([row('ben', 1, 2_000, benRun.time), row('cat', 2, 2_500, catRun.time)]);

    // Equal segments share a place; the earlier completion is listed first.
    const all = (await get(`Segments/${locationId}?period=all`)).json();
    expect(
      all[1].rows.map((r: { user: { userName: string }; standing: number }) => [r.user.userName, r.standing]),
    ).toEqual([
      ['ann', 1],
      ['ben', 2],
      ['cat', 2],
    ]);
  });

  it('counts a period by completion, as the boards do', async () => {
    const { locationId, ids } = await course();
    const [ann, ben] = await Promise.all(['ann', 'ben'].map((userName) => t.createUser({ userName })));
    const at = runsAt(locationId, ids);
    await at(ann.id, [1_000, 1_000, 1_000], 40);
    await at(ann.id, [3_000, 3_000, 3_000], 10);
    await at(ben.id, [2_000, 2_000, 2_000], 3);
    const names = async (period: string) =>
      (await get(`Segments/${locationId}?period=${period}`))
        .json()[0]
        .rows.map((r: { user: { userName: string }; segmentMs: number }) => [r.user.userName, r.segmentMs]);
    expect(await names('all')).toEqual([
      ['ann', 1_000],
      ['ben', 2_000],
    ]);
    expect(await names('year')).toEqual(await names('all'));
    expect(await names('month')).toEqual([
      ['ben', 2_000],
      ['ann', 3_000],
    ]);
    expect(await names('week')).toEqual([['ben', 2_000]]);
    expect(await names('day')).toEqual([]);
  });

  it('answers [] for a course without obstacles, 404 for an unknown or disabled location, 400 naming the field', async () => {
    const bare = await createLocation(db());
    expect((await get(`Segments/${bare.id}`)).json()).toEqual([]);
    expect((await get('Segments/999999')).statusCode).toBe(404);
    await db().update(locations).set({ disabled: true }).where(eq(locations.id, bare.id));
    expect((await get(`Segments/${bare.id}`)).statusCode).toBe(404);
    for (const [query, field] of [
      ['?period=ever', 'period'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=ten', 'limit'],
    ]) {
      const response = await get(`Segments/${bare.id}${query}`);
      expect([query, response.statusCode, Object.keys(response.json().fields)]).toEqual([
        query,
        400,
        [field],
      ]);
    }
    expect(Object.keys((await get('Segments/x')).json().fields)).toEqual(['locationId']);
  });
});

describe('GET /api/Leaderboard/MySplitRuns/{locationId}', () => {
  it("lists the member's runs over the current order, oldest first, each with its splits", async () => {
    const { locationId, ids } = await course();
    const me = await t.createUser({ userName: 'runner' });
    const token = await t.login('runner');
    const run = (segments: number[], days: number) => runsAt(locationId, ids)(me.id, segments, days);
    const later = await run([4_000, 9_000, 4_000], 1);
    const earlier = await run([5_000, 7_000, 3_000], 3);
    await db().update(times).set({ timingMethod: 'gate' }).where(eq(times.id, earlier.time.id));
    // Another member's run, and one of mine over an older order, stay out.
    await runsAt(locationId, ids)((await t.createUser()).id, [1_000, 1_000, 1_000], 2);
    await createSplitRun(db(), {
      userId: me.id,
      locationId,
      equipmentIds: [ids[1], ids[0], ids[2]],
      segments: [1, 2, 3],
    });

    const response = await get(`MySplitRuns/${locationId}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        timeId: earlier.time.id,
        timeCompleted: earlier.time.timeCompleted.toISOString(),
        duration: 15_000,
        timingMethod: 'gate',
        witnessed: false,
        splits: [
          { equipmentId: ids[0], ms: 5_000, segmentMs: 5_000 },
          { equipmentId: ids[1], ms: 12_000, segmentMs: 7_000 },
          { equipmentId: ids[2], ms: 15_000, segmentMs: 3_000 },
        ],
      },
      {
        timeId: later.time.id,
        timeCompleted: later.time.timeCompleted.toISOString(),
        duration: 17_000,
        timingMethod: 'manual',
        witnessed: false,
        splits: [
          { equipmentId: ids[0], ms: 4_000, segmentMs: 4_000 },
          { equipmentId: ids[1], ms: 13_000, segmentMs: 9_000 },
          { equipmentId: ids[2], ms: 17_000, segmentMs: 4_000 },
        ],
      },
    ]);
    const bare = await createLocation(db());
    expect((await get(`MySplitRuns/${bare.id}`, token)).json()).toEqual([]);
  });
});
