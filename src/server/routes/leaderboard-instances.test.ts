import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createLocation } from '../test/factories';
import { saveNewRunnersRun, startTwoInstances, type TwoInstances } from '../test/instances';

/**
 * Two app instances on one database, each keeping board answers: a board read on one right
 * after a save through the other shows that save. On PostgreSQL each has its own pool.
 */
let database: Database;
let saving: FastifyInstance;
let reading: FastifyInstance;
let started: TwoInstances | undefined;

beforeAll(async () => {
  started = await startTwoInstances();
  database = started.database;
  [saving, reading] = started.instances;
});
afterAll(() => started?.close());

describe('board answers on two instances', () => {
  it('shows each save on the other instance at once, 20 saves in a row', async () => {
    const { id: locationId } = await createLocation(database.db);
    const board = () =>
      reading.inject({ method: 'POST', url: '/api/Leaderboard/ListResults', payload: { locationId } });
    expect((await board()).json()).toEqual([]);
    for (let n = 1; n <= 20; n += 1) {
      const runner = await saveNewRunnersRun(saving, database.db, { locationId, duration: 60_000 - n * 100 });
      // Read at once on the other instance, which answered (and kept) the board before this save.
      const rows = (await board()).json() as { user: { userName: string }; standing: number }[];
      expect(rows).toHaveLength(n);
      expect(rows[0]?.user.userName).toBe(runner);
    }
  });
});
