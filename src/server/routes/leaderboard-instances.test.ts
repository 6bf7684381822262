import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createLocation, createUser } from '../test/factories';
import { TEST_PASSWORD } from '../test/harness';
import { startTwoInstances, type TwoInstances } from '../test/instances';

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

async function login(app: FastifyInstance, user: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Auth/Login',
    payload: { user, password: TEST_PASSWORD },
  });
  return response.json().token as string;
}

describe('board answers on two instances', () => {
  it('shows each save on the other instance at once, 20 saves in a row', async () => {
    const { id: locationId } = await createLocation(database.db);
    const board = () =>
      reading.inject({ method: 'POST', url: '/api/Leaderboard/ListResults', payload: { locationId } });
    expect((await board()).json()).toEqual([]);
    for (let n = 1; n <= 20; n += 1) {
      const runner = await createUser(database.db);
      const token = await login(saving, runner.userName);
      const completed = new Date(Date.now() - 1_000);
      const duration = 60_000 - n * 100;
      const saved = await saving.inject({
        method: 'POST',
        url: '/api/Leaderboard/AddToLeaderboard',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          locationId,
          duration,
          timeStarted: new Date(completed.getTime() - duration).toISOString(),
          timeCompleted: completed.toISOString(),
        },
      });
      expect(saved.statusCode).toBe(200);
      // Read at once on the other instance, which answered (and kept) the board before this save.
      const rows = (await board()).json() as { user: { userName: string }; standing: number }[];
      expect(rows).toHaveLength(n);
      expect(rows[0]?.user.userName).toBe(runner.userName);
    }
  });
});
