import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type DbOrTx, queryRows } from '../db/client';
import { locations, times, users } from '../db/schema/index';
import { createRun, BOARD_NOW as NOW } from '../test/boards';
import { createCourse, createSplitRun } from '../test/courses';
import { createEvent, createLocation, createTime, daysBefore } from '../test/factories';
import { withTestApp } from '../test/harness';

/**
 * The all-time location boards and the all-time overview rank board_bests (migration 0014), which
 * triggers keep in the writing transaction, with each time's `counts` and each split's `on_board` (the
 * board rule, migration 0016). Each change below is followed by the board as a reader sees it, and by
 * what is kept against the same read again from every time (rebuild_board_bests, rolled back).
 */
const t = withTestApp({ now: NOW });
const db = () => t.database.db;

type Kept = { locationId: number; official: boolean; userId: number; timeId: number };

const keptRows = (query = sql`select * from board_bests`, from: DbOrTx = db()) =>
  queryRows<Kept>(
    from,
    sql`select location_id as "locationId", official, user_id as "userId",
          time_id as "timeId"
        from (${query}) k order by location_id, official, user_id`,
  );

/** What the triggers keep: the bests, each time's counts and each split's on_board. */
async function keptState(from: DbOrTx) {
  return {
    bests: await keptRows(sql`select * from board_bests`, from),
    counts: await queryRows<{ id: number; counts: boolean }>(
      from,
      sql`select id, counts from times order by id`,
    ),
    onBoard: await queryRows<{ timeId: number; position: number; onBoard: boolean }>(
      from,
      sql`select time_id as "timeId", position, on_board as "onBoard" from time_splits order by time_id, position`,
    ),
  };
}

/** The kept rows equal the bests (and counts, and splits' on_board) read again from every time. */
async function expectKeptAsRebuilt(): Promise<void> {
  const kept = await keptState(db());
  let rebuilt: Awaited<ReturnType<typeof keptState>> | undefined;
  await db()
    .transaction(async (tx) => {
      await tx.execute(sql`select rebuild_board_bests()`);
      rebuilt = await keptState(tx);
      throw new Error('roll back');
    })
    .catch((error: Error) => {
      if (error.message !== 'roll back') throw error;
    });
  expect(kept).toEqual(rebuilt);
}

const board = async (locationId: number, official = false) => {
  const response = await t.request({
    method: 'POST',
    url: '/api/Leaderboard/ListResults',
    payload: { locationId, official, period: 'all' },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { user: { userName: string }; duration: number; standing: number }[]).map(
    (row) => [row.user.userName, row.duration, row.standing],
  );
};

async function park() {
  const location = await createLocation(db());
  const [ann, bob] = await Promise.all([
    t.createUser({ userName: 'ann' }),
    t.createUser({ userName: 'bob' }),
  ]);
  const run = (userId: number, duration: number, days = 1) =>
    createRun(db(), { userId, locationId: location.id, duration, days });
  return { location, ann, bob, run };
}

describe('kept bests of the all-time boards', () => {
  it('keeps the first best in (duration, completion, id) order as times arrive', async () => {
    const { location, ann, bob, run } = await park();
    await run(ann.id, 50_000, 3);
    const tied = await run(ann.id, 48_000, 5);
    await run(ann.id, 48_000, 2);
    await run(bob.id, 49_000);
    expect(await board(location.id)).toEqual([
      ['ann', 48_000, 1],
      ['bob', 49_000, 2],
    ]);
    const [annKept] = await keptRows(sql`select * from board_bests where user_id = ${ann.id}`);
    expect(annKept.timeId).toBe(tied.id);
    await expectKeptAsRebuilt();
  });

  it('falls back to the next best when the best is deleted, and drops a competitor with no time left', async () => {
    const { location, ann, bob, run } = await park();
    const best = await run(ann.id, 45_000);
    await run(ann.id, 52_000);
    const only = await run(bob.id, 50_000);
    await db().delete(times).where(eq(times.id, best.id));
    expect(await board(location.id)).toEqual([
      ['bob', 50_000, 1],
      ['ann', 52_000, 2],
    ]);
    await db().delete(times).where(eq(times.id, only.id));
    expect(await board(location.id)).toEqual([['ann', 52_000, 1]]);
    await expectKeptAsRebuilt();
  });

  it('follows a time edited in place: another duration, competitor or board', async () => {
    const { location, ann, bob, run } = await park();
    const other = await createLocation(db());
    const edited = await run(ann.id, 45_000);
    await run(ann.id, 55_000);
    await run(bob.id, 50_000);
    await db().update(times).set({ duration: 58_000 }).where(eq(times.id, edited.id));
    expect(await board(location.id)).toEqual([
      ['bob', 50_000, 1],
      ['ann', 55_000, 2],
    ]);
    await db().update(times).set({ userId: bob.id, duration: 40_000 }).where(eq(times.id, edited.id));
    expect(await board(location.id)).toEqual([
      ['bob', 40_000, 1],
      ['ann', 55_000, 2],
    ]);
    await db().update(times).set({ locationId: other.id }).where(eq(times.id, edited.id));
    expect(await board(location.id)).toEqual([
      ['bob', 50_000, 1],
      ['ann', 55_000, 2],
    ]);
    expect(await board(other.id)).toEqual([['bob', 40_000, 1]]);
    await expectKeptAsRebuilt();
  });

  it('moves casual times on and off the board when the plausible minimum changes, never comp times', async () => {
    const { location, ann, bob, run } = await park();
    const event = await createEvent(db(), { locationId: location.id });
    await run(ann.id, 20_000);
    await run(ann.id, 47_000);
    await run(bob.id, 25_000);
    await createRun(db(), { userId: ann.id, locationId: location.id, duration: 21_000, eventId: event.id });
    const setMinimum = (minimumSeconds: number | null) =>
      db().update(locations).set({ minimumSeconds }).where(eq(locations.id, location.id));

    await setMinimum(30);
    expect(await board(location.id)).toEqual([['ann', 47_000, 1]]);
    expect(await board(location.id, true)).toEqual([['ann', 21_000, 1]]);
    await expectKeptAsRebuilt();
    await setMinimum(null);
    expect(await board(location.id)).toEqual([
      ['ann', 20_000, 1],
      ['bob', 25_000, 2],
    ]);
    await expectKeptAsRebuilt();
  });

  it('takes many times of one statement at once, each competitor at their best', async () => {
    const { location, ann, bob } = await park();
    await db().execute(sql`
      insert into times (user_id, location_id, official, time_started, time_completed, duration)
      select case when g % 2 = 0 then ${ann.id}::int else ${bob.id}::int end, ${location.id}::int, false,
        ${NOW.toISOString()}::timestamptz - interval '1 day', ${NOW.toISOString()}::timestamptz, 40000 + g
      from generate_series(1, 200) g`);
    expect(await board(location.id)).toEqual([
      ['bob', 40_001, 1],
      ['ann', 40_002, 2],
    ]);
    await expectKeptAsRebuilt();
  });

  it('keeps a disabled competitor’s best, shown again once they are enabled', async () => {
    const { location, ann, bob, run } = await park();
    await run(ann.id, 45_000);
    await run(bob.id, 50_000);
    await db().update(users).set({ disabled: true }).where(eq(users.id, ann.id));
    expect(await board(location.id)).toEqual([['bob', 50_000, 1]]);
    await db().update(users).set({ disabled: false }).where(eq(users.id, ann.id));
    expect(await board(location.id)).toEqual([
      ['ann', 45_000, 1],
      ['bob', 50_000, 2],
    ]);
  });

  it('ranks a gate-only course’s casual board by witnessed gate runs alone, on the board and the overview', async () => {
    const { location, ann, bob, run } = await park();
    const gate = (userId: number, duration: number, witnessed = true) =>
      createTime(db(), {
        userId,
        locationId: location.id,
        duration,
        timeCompleted: NOW,
        timingMethod: 'gate',
        witnessed,
      });
    await run(ann.id, 40_000);
    const annGate = await gate(ann.id, 47_000);
    await gate(ann.id, 49_000);
    await run(bob.id, 42_000);
    await gate(bob.id, 46_000);
    // A gate run the server did not witness stands on ordinary boards, never on a gate-only one.
    await gate(bob.id, 41_000, false);
    expect(await board(location.id)).toEqual([
      ['ann', 40_000, 1],
      ['bob', 41_000, 2],
    ]);
    await db().update(locations).set({ gateOnly: true }).where(eq(locations.id, location.id));
    expect(await board(location.id)).toEqual([
      ['bob', 46_000, 1],
      ['ann', 47_000, 2],
    ]);
    const overview = await t.request({ method: 'GET', url: '/api/Leaderboard/GetOverview' });
    const casual = (overview.json() as { location: { id: number }; casual: { duration: number }[] }[]).find(
      (entry) => entry.location.id === location.id,
    )?.casual;
    expect(casual?.map((row) => row.duration)).toEqual([46_000, 47_000]);
    await db().delete(times).where(eq(times.id, annGate.id));
    expect(await board(location.id)).toEqual([
      ['bob', 46_000, 1],
      ['ann', 49_000, 2],
    ]);
    await expectKeptAsRebuilt();
  });

  it('forgets a deleted competitor with their times', async () => {
    const { location, ann, bob, run } = await park();
    await run(ann.id, 45_000);
    await run(bob.id, 50_000);
    await db().delete(users).where(eq(users.id, ann.id));
    expect(await board(location.id)).toEqual([['bob', 50_000, 1]]);
    await expectKeptAsRebuilt();
  });
});

describe('kept bests under the board rule: witnessed runs, removed runs, gate-only courses', () => {
  /** ann and bob at a two-obstacle course; `run` stores a run with splits, timed and witnessed as told. */
  async function course(gateOnly: boolean) {
    const { location, sites } = await createCourse(db(), ['Rings', 'Wall'], { gateOnly });
    const [ann, bob] = await Promise.all([
      t.createUser({ userName: 'ann' }),
      t.createUser({ userName: 'bob' }),
    ]);
    const run = async (
      userId: number,
      duration: number,
      timing: 'manual' | 'gate' | 'witnessed',
      days = 1,
    ) => {
      const { time } = await createSplitRun(db(), {
        userId,
        locationId: location.id,
        equipmentIds: sites.map((site) => site.equipmentId),
        segments: [duration - 20_000, 20_000],
        timeCompleted: daysBefore(NOW, days),
      });
      const timingMethod = timing === 'manual' ? 'manual' : 'gate';
      await db()
        .update(times)
        .set({ timingMethod, witnessed: timing === 'witnessed' })
        .where(eq(times.id, time.id));
      return time;
    };
    return { location, ann, bob, run };
  }
  const setWitnessed = (timeId: number, witnessed: boolean) =>
    db().update(times).set({ witnessed }).where(eq(times.id, timeId));
  const removal = (removed: boolean) =>
    removed
      ? { removedAt: NOW, removedReason: 'Ran the short way' }
      : { removedAt: null, removedReason: null };
  const setRemoved = (timeId: number, removed: boolean) =>
    db().update(times).set(removal(removed)).where(eq(times.id, timeId));
  const setGateOnly = (locationId: number, gateOnly: boolean) =>
    db().update(locations).set({ gateOnly }).where(eq(locations.id, locationId));
  const splitsOnBoard = async (timeId: number) =>
    (
      await queryRows<{ onBoard: boolean }>(
        db(),
        sql`select on_board as "onBoard" from time_splits where time_id = ${timeId} order by position`,
      )
    ).map((row) => row.onBoard);

  /** The casual board as a reader sees it, then what is kept against a rebuild. */
  async function expectCasualKept(locationId: number, rows: (string | number)[][]) {
    expect(await board(locationId)).toEqual(rows);
    await expectKeptAsRebuilt();
  }

  it('follows a gate run witnessed, then not, then again, on a gate-only course', async () => {
    const { location, ann, bob, run } = await course(true);
    await run(ann.id, 40_000, 'witnessed');
    const annFast = await run(ann.id, 35_000, 'gate');
    await run(bob.id, 38_000, 'witnessed');
    await run(bob.id, 30_000, 'manual');
    const withoutAnnFast = [
      ['bob', 38_000, 1],
      ['ann', 40_000, 2],
    ];
    await expectCasualKept(location.id, withoutAnnFast);
    expect(await splitsOnBoard(annFast.id)).toEqual([false, false]);

    await setWitnessed(annFast.id, true);
    await expectCasualKept(location.id, [
      ['ann', 35_000, 1],
      ['bob', 38_000, 2],
    ]);
    expect(await splitsOnBoard(annFast.id)).toEqual([true, true]);

    await setWitnessed(annFast.id, false);
    await expectCasualKept(location.id, withoutAnnFast);

    // One statement over several runs: none of ann's gate runs witnessed.
    await db()
      .update(times)
      .set({ witnessed: false })
      .where(and(eq(times.userId, ann.id), eq(times.timingMethod, 'gate')));
    await expectCasualKept(location.id, [['bob', 38_000, 1]]);
  });

  it('takes a removed run and its splits off every board, and puts them back when restored', async () => {
    const { location, ann, bob, run } = await course(false);
    const event = await createEvent(db(), { locationId: location.id });
    await run(ann.id, 40_000, 'manual');
    const annBest = await run(ann.id, 35_000, 'manual');
    const bobOnly = await run(bob.id, 38_000, 'witnessed');
    const official = await createRun(db(), {
      userId: bob.id,
      locationId: location.id,
      duration: 33_000,
      eventId: event.id,
    });

    await setRemoved(annBest.id, true);
    await expectCasualKept(location.id, [
      ['bob', 38_000, 1],
      ['ann', 40_000, 2],
    ]);
    expect(await splitsOnBoard(annBest.id)).toEqual([false, false]);

    await setRemoved(bobOnly.id, true);
    await setRemoved(official.id, true);
    expect(await board(location.id, true)).toEqual([]);
    await expectCasualKept(location.id, [['ann', 40_000, 1]]);

    await setRemoved(annBest.id, false);
    await setRemoved(official.id, false);
    expect(await board(location.id, true)).toEqual([['bob', 33_000, 1]]);
    await expectCasualKept(location.id, [['ann', 35_000, 1]]);
    expect(await splitsOnBoard(annBest.id)).toEqual([true, true]);

    // One statement over several runs: all of ann's removed.
    await db().update(times).set(removal(true)).where(eq(times.userId, ann.id));
    await expectCasualKept(location.id, []);
  });

  it('moves casual runs on and off as gate-only is turned on and off, official times staying', async () => {
    const { location, ann, bob, run } = await course(false);
    const event = await createEvent(db(), { locationId: location.id });
    await run(ann.id, 30_000, 'manual');
    await run(ann.id, 33_000, 'gate');
    await run(ann.id, 36_000, 'witnessed');
    await run(bob.id, 34_000, 'witnessed');
    const bobRemoved = await run(bob.id, 31_000, 'witnessed');
    await setRemoved(bobRemoved.id, true);
    await createRun(db(), { userId: ann.id, locationId: location.id, duration: 25_000, eventId: event.id });
    const before = [
      ['ann', 30_000, 1],
      ['bob', 34_000, 2],
    ];
    expect(await board(location.id)).toEqual(before);

    await setGateOnly(location.id, true);
    expect(await board(location.id, true)).toEqual([['ann', 25_000, 1]]);
    await expectCasualKept(location.id, [
      ['bob', 34_000, 1],
      ['ann', 36_000, 2],
    ]);

    // The removed run stays off when gate-only goes: removal is not the course's to undo.
    await setGateOnly(location.id, false);
    expect(await board(location.id, true)).toEqual([['ann', 25_000, 1]]);
    await expectCasualKept(location.id, before);
  });
});
