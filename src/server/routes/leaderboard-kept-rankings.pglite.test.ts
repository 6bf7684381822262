import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createLocation, createTime } from '../test/factories';
import { saveNewRunnersRun, startTwoInstances, type TwoInstances } from '../test/instances';

/**
 * PGlite's board counters are each process's own (adapters/board-versions.ts), so its rankings stay in
 * memory: nothing goes to ranked_boards. A `.pglite.test.ts` file runs in the api-pglite project alone
 * (vitest.config.ts); PostgreSQL's side is leaderboard-kept-rankings.postgres.test.ts.
 */
let started: TwoInstances;
beforeAll(async () => {
  started = await startTwoInstances();
});
afterAll(() => started.close());

const firstNameOn = async (app: FastifyInstance, locationId: number) =>
  (
    (
      await app.inject({ method: 'POST', url: '/api/Leaderboard/ListResults', payload: { locationId } })
    ).json() as { user: { userName: string } }[]
  )[0]?.user.userName;

it('ranks as before and keeps nothing in the database', async () => {
  const { database, instances } = started;
  const [first, second] = instances;
  expect(first.ctx.keptRankings).toBeNull();
  const park = await createLocation(database.db);
  await createTime(database.db, { locationId: park.id });
  const runner = await saveNewRunnersRun(second, database.db, { locationId: park.id, duration: 30_000 });
  for (const app of [first, second]) expect(await firstNameOn(app, park.id)).toBe(runner);
  expect(await queryRows(database.db, sql`select key from ranked_boards`)).toEqual([]);
});
