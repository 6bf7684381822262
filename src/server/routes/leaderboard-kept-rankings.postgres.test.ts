import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeptRankings } from '../adapters/kept-rankings';
import { type Database, queryRows } from '../db/client';
import { events } from '../db/schema/index';
import { createEvent, createLocation, createTime, createUser, daysBefore } from '../test/factories';
import { saveNewRunnersRun, startTwoInstances, type TwoInstances } from '../test/instances';

/**
 * Two instances on one PostgreSQL database (docs/architecture.md, "Board answers"): a board ranked by
 * one is kept in ranked_boards, and the other takes it under the same counter instead of ranking
 * again. A `.postgres.test.ts` file runs in the api-postgres project alone (vitest.config.ts); PGlite's
 * side is leaderboard-kept-rankings.pglite.test.ts.
 */
const HOUR_MS = 3_600_000;

let database: Database;
let first: FastifyInstance;
let second: FastifyInstance;
let started: TwoInstances | undefined;
let clock: Date | undefined;

beforeAll(async () => {
  started = await startTwoInstances({}, () => clock ?? new Date());
  database = started.database;
  [first, second] = started.instances;
});
afterAll(() => started?.close());

const kept = (app: FastifyInstance): KeptRankings => {
  const rankings = app.ctx.keptRankings;
  if (!rankings) throw new Error('no kept rankings on this database');
  return rankings;
};

/** What `act` made `app` do: rankings taken kept, boards ranked, rankings kept (once written). */
async function countsOf(app: FastifyInstance, act: () => Promise<unknown>) {
  const before = kept(app).counts;
  await act();
  await kept(app).settled();
  const after = kept(app).counts;
  return {
    found: after.found - before.found,
    ranked: after.ranked - before.ranked,
    kept: after.kept - before.kept,
  };
}

const board = (app: FastifyInstance, locationId: number, period = 'all') =>
  app.inject({ method: 'POST', url: '/api/Leaderboard/ListResults', payload: { locationId, period } });

const namesOn = async (app: FastifyInstance, locationId: number, period = 'all') =>
  ((await board(app, locationId, period)).json() as { user: { userName: string } }[]).map(
    (row) => row.user.userName,
  );

const keptRows = (key: string) =>
  queryRows<{ version: string }>(
    database.db,
    sql`select version::text from ranked_boards where key = ${key}`,
  );

const counter = async (family: string) =>
  (
    await queryRows<{ version: string }>(
      database.db,
      sql`select version::text from board_versions where board = ${family}`,
    )
  )[0]?.version ?? '0';

const saveThrough = (app: FastifyInstance, locationId: number, duration: number) =>
  saveNewRunnersRun(app, database.db, { locationId, duration });

describe('kept rankings on PostgreSQL', () => {
  it('the second instance answers from the ranking the first kept, without ranking', async () => {
    const park = await createLocation(database.db);
    for (const duration of [70_000, 60_000, 80_000])
      await createTime(database.db, { locationId: park.id, duration });

    expect(await countsOf(first, () => board(first, park.id))).toEqual({ found: 0, ranked: 1, kept: 1 });
    const family = `location:${park.id}:casual`;
    expect(await keptRows(`${family}:all`)).toEqual([{ version: await counter(family) }]);

    const answers: string[] = [];
    const taken = await countsOf(second, async () => answers.push((await board(second, park.id)).body));
    expect(taken).toEqual({ found: 1, ranked: 0, kept: 0 });
    expect(answers).toEqual([(await board(first, park.id)).body]);
  });

  it('a save through either instance is on the next read of both', async () => {
    const park = await createLocation(database.db);
    await createTime(database.db, { locationId: park.id, duration: 90_000 });
    for (const app of [first, second]) await board(app, park.id);

    for (const [saving, duration, readFirst, readSecond] of [
      [second, 50_000, first, second],
      [first, 40_000, second, first],
    ] as const) {
      const runner = await saveThrough(saving, park.id, duration);
      const ranked = await countsOf(readFirst, async () =>
        expect((await namesOn(readFirst, park.id))[0]).toBe(runner),
      );
      expect(ranked).toEqual({ found: 0, ranked: 1, kept: 1 });
      const taken = await countsOf(readSecond, async () =>
        expect((await namesOn(readSecond, park.id))[0]).toBe(runner),
      );
      expect(taken).toEqual({ found: 1, ranked: 0, kept: 0 });
    }
  });

  it("a rolling board's kept ranking is not taken past its valid-until: the board is ranked again", async () => {
    const now = new Date('2030-03-10T12:00:00Z');
    clock = now;
    try {
      const park = await createLocation(database.db);
      const leaving = await createUser(database.db);
      const staying = await createUser(database.db);
      await createTime(database.db, {
        locationId: park.id,
        userId: leaving.id,
        timeCompleted: daysBefore(now, 6),
      });
      await createTime(database.db, {
        locationId: park.id,
        userId: staying.id,
        timeCompleted: daysBefore(now, 1),
      });
      await board(first, park.id, 'week');
      await kept(first).settled();

      // Before the oldest best leaves the week, the kept ranking holds.
      clock = new Date(now.getTime() + 23 * HOUR_MS);
      const taken = await countsOf(second, async () =>
        expect(await namesOn(second, park.id, 'week')).toEqual([leaving.userName, staying.userName]),
      );
      expect(taken).toEqual({ found: 1, ranked: 0, kept: 0 });

      // A day later it has left: the second instance ranks again and keeps the newer ranking.
      clock = new Date(now.getTime() + 25 * HOUR_MS);
      second.ctx.boards.clear();
      const ranked = await countsOf(second, async () =>
        expect(await namesOn(second, park.id, 'week')).toEqual([staying.userName]),
      );
      expect(ranked).toEqual({ found: 0, ranked: 1, kept: 1 });
    } finally {
      clock = undefined;
    }
  });

  it('an unknown board is still a 404, and a deleted event is one on the other instance', async () => {
    const missing = await countsOf(second, async () =>
      expect((await board(second, 999_999)).statusCode).toBe(404),
    );
    expect(missing).toEqual({ found: 0, ranked: 1, kept: 0 });
    expect(await keptRows('location:999999:casual:all')).toEqual([]);

    const event = await createEvent(database.db);
    const eventBoard = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: `/api/Leaderboard/Event/${event.id}` });
    expect((await eventBoard(first)).statusCode).toBe(200);
    await kept(first).settled();
    expect(await keptRows(`event:${event.id}:all`)).toHaveLength(1);
    await database.db.delete(events).where(eq(events.id, event.id));
    expect(await keptRows(`event:${event.id}:all`)).toEqual([]);
    expect((await eventBoard(second)).statusCode).toBe(404);
  });

  it('a ranking that cannot be kept is still answered, and the failure only logged', async () => {
    const park = await createLocation(database.db);
    await createTime(database.db, { locationId: park.id });
    await database.db.execute(sql`alter table ranked_boards add constraint refused check (false) not valid`);
    try {
      const before = kept(first).counts.failed;
      expect((await board(first, park.id)).statusCode).toBe(200);
      await kept(first).settled();
      expect(kept(first).counts.failed).toBe(before + 1);
    } finally {
      await database.db.execute(sql`alter table ranked_boards drop constraint refused`);
    }
  });
});
