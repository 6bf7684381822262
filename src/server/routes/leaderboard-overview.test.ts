import { describe, expect, it } from 'vitest';
import { createRun, BOARD_NOW as NOW } from '../test/boards';
import { createEvent, createLocation, createTime, daysBefore } from '../test/factories';
import { withTestApp } from '../test/harness';

const t = withTestApp();

const db = () => t.database.db;

interface Row {
  id: number;
  user: { userName: string };
  duration: number;
  standing: number;
}
interface OverviewEntry {
  location: { id: number; name: string };
  casual: Row[];
  comp: Row[];
}

const overview = async (period?: string): Promise<OverviewEntry[]> => {
  const url = `/api/Leaderboard/GetOverview${period ? `?period=${period}` : ''}`;
  const response = await t.request({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const board = (rows: Row[]) => rows.map((row) => [row.user.userName, row.duration, row.standing]);
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

/** Users created one after another, so their ids follow the order of the names. */
async function users(...names: string[]) {
  const created = [];
  for (const userName of names) created.push(await t.createUser({ userName }));
  return created;
}

describe('GET /api/Leaderboard/GetOverview: the top 5 of each board', () => {
  it('shows every competitor of a board with fewer than 5, and [] for a board without times', async () => {
    const { id: locationId } = await createLocation(db());
    const { id: eventId } = await createEvent(db(), { locationId });
    const [ann, bob, cat] = await users('ann', 'bob', 'cat');
    await createTime(db(), {
      userId: ann.id,
      locationId,
      duration: 50_000,
      timeCompleted: minutesBefore(30),
    });
    await createTime(db(), {
      userId: bob.id,
      locationId,
      duration: 40_000,
      timeCompleted: minutesBefore(20),
    });
    await createTime(db(), {
      userId: cat.id,
      locationId,
      duration: 45_000,
      timeCompleted: minutesBefore(10),
    });
    const [entry] = await overview();
    expect(board(entry.casual)).toEqual([
      ['bob', 40_000, 1],
      ['cat', 45_000, 2],
      ['ann', 50_000, 3],
    ]);
    expect(entry.comp).toEqual([]);

    await createTime(db(), {
      userId: cat.id,
      locationId,
      duration: 60_000,
      timeCompleted: minutesBefore(5),
      eventId,
    });
    const [withComp] = await overview();
    expect(board(withComp.comp)).toEqual([['cat', 60_000, 1]]);
    expect(withComp.casual).toHaveLength(3);
  });

  it('counts a competitor with many fast times once, at their best, and fills the board with others', async () => {
    const { id: locationId } = await createLocation(db());
    const [ann, bob, cat, dan, eve, fay] = await users('ann', 'bob', 'cat', 'dan', 'eve', 'fay');
    // ann's ten runs are the ten fastest entries, and bob's two runs sit between two of them.
    for (let run = 0; run < 10; run += 1) {
      await createTime(db(), {
        userId: ann.id,
        locationId,
        duration: 30_000 + run * 1_000,
        timeCompleted: minutesBefore(100 - run),
      });
    }
    await createTime(db(), {
      userId: bob.id,
      locationId,
      duration: 31_500,
      timeCompleted: minutesBefore(50),
    });
    await createTime(db(), {
      userId: bob.id,
      locationId,
      duration: 32_500,
      timeCompleted: minutesBefore(49),
    });
    // ann's equal best later on does not replace the first one.
    const { id: annLaterTie } = await createTime(db(), {
      userId: ann.id,
      locationId,
      duration: 30_000,
      timeCompleted: minutesBefore(1),
    });
    for (const [user, duration] of [
      [cat, 41_000],
      [dan, 42_000],
      [eve, 43_000],
      [fay, 44_000],
    ] as const) {
      await createTime(db(), { userId: user.id, locationId, duration, timeCompleted: minutesBefore(40) });
    }
    const [entry] = await overview();
    expect(board(entry.casual)).toEqual([
      ['ann', 30_000, 1],
      ['bob', 31_500, 2],
      ['cat', 41_000, 3],
      ['dan', 42_000, 4],
      ['eve', 43_000, 5],
    ]);
    expect(entry.casual[0].id).not.toBe(annLaterTie);
  });

  it('cuts a tie at 5th by earlier completion, then by user, showing the shared place', async () => {
    const { id: locationId } = await createLocation(db());
    const [ann, bob, cat, dan, eve, fay, gus] = await users('ann', 'bob', 'cat', 'dan', 'eve', 'fay', 'gus');
    const time = (userId: number, duration: number, completed: Date) =>
      createTime(db(), { userId, locationId, duration, timeCompleted: completed });
    await time(ann.id, 40_000, minutesBefore(60));
    await time(bob.id, 41_000, minutesBefore(60));
    await time(cat.id, 42_000, minutesBefore(60));
    // dan, eve and fay tie for 4th; fay finished first, then dan and eve at the same moment (dan, the
    // earlier user, goes first); eve is the 6th row and is left out although she shares 4th place.
    await time(eve.id, 45_000, minutesBefore(20));
    await time(dan.id, 45_000, minutesBefore(20));
    await time(fay.id, 45_000, minutesBefore(30));
    await time(gus.id, 46_000, minutesBefore(90));
    expect(dan.id).toBeLessThan(eve.id);
    const [entry] = await overview();
    expect(board(entry.casual)).toEqual([
      ['ann', 40_000, 1],
      ['bob', 41_000, 2],
      ['cat', 42_000, 3],
      ['fay', 45_000, 4],
      ['dan', 45_000, 4],
    ]);
  });

  it('skips disabled competitors without using up a place', async () => {
    const { id: locationId } = await createLocation(db());
    const [ann, cat, dan, eve, fay] = await users('ann', 'cat', 'dan', 'eve', 'fay');
    const gone = await t.createUser({ userName: 'gone', disabled: true });
    let duration = 40_000;
    for (const user of [ann, gone, cat, dan, eve, fay]) {
      await createTime(db(), { userId: user.id, locationId, duration, timeCompleted: minutesBefore(10) });
      duration += 1_000;
    }
    const [entry] = await overview();
    expect(board(entry.casual).map(([name, , standing]) => [name, standing])).toEqual([
      ['ann', 1],
      ['cat', 2],
      ['dan', 3],
      ['eve', 4],
      ['fay', 5],
    ]);
  });

  it("ranks a period by each competitor's best within it", async () => {
    t.setNow(NOW);
    const { id: locationId } = await createLocation(db());
    const [ann, bob] = await users('ann', 'bob');
    await createRun(db(), { userId: ann.id, locationId, duration: 30_000, days: 10 });
    await createRun(db(), { userId: ann.id, locationId, duration: 45_000, days: 2 });
    await createRun(db(), { userId: bob.id, locationId, duration: 40_000, days: 3 });
    const [week] = await overview('week');
    expect(board(week.casual)).toEqual([
      ['bob', 40_000, 1],
      ['ann', 45_000, 2],
    ]);
  });

  it('agrees with the first 5 rows of ListResults on boards full of ties, for each period', async () => {
    t.setNow(NOW);
    const parks = [(await createLocation(db())).id, (await createLocation(db())).id];
    const events = await Promise.all(
      parks.map(async (park) => (await createEvent(db(), { locationId: park })).id),
    );
    const names = Array.from({ length: 24 }, (_, index) => `r${index}`);
    const runners = await users(...names);
    const gone = await t.createUser({ userName: 'gone', disabled: true });
    // A fixed pseudo-random spread: few distinct durations and completions, so ties are everywhere.
    let state = 7;
    const next = (range: number) => {
      state = (state * 48_271) % 2_147_483_647;
      return state % range;
    };
    const rows = [];
    for (let index = 0; index < 240; index += 1) {
      const runner = runners[next(runners.length)];
      const park = next(2);
      const official = next(4) === 0;
      const duration = 40_000 + next(12) * 500;
      const completed = daysBefore(NOW, next(6) * 3);
      rows.push({
        userId: index % 37 === 0 ? gone.id : runner.id,
        locationId: parks[park],
        eventId: official ? events[park] : null,
        official,
        duration,
        timeCompleted: completed,
        timeStarted: new Date(completed.getTime() - duration),
      });
    }
    for (const row of rows) await createTime(db(), row);

    for (const period of ['all', 'week', 'day']) {
      const entries = await overview(period);
      for (const entry of entries) {
        for (const official of [false, true]) {
          const response = await t.request({
            method: 'POST',
            url: '/api/Leaderboard/ListResults',
            payload: { locationId: entry.location.id, official, period },
          });
          const expected = (response.json() as Row[]).slice(0, 5);
          expect(official ? entry.comp : entry.casual, `${period} ${official}`).toEqual(expected);
        }
      }
    }
  });
});
