import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database, DbOrTx } from '../db/client';
import { openTestDatabase, secondConnection } from './database';
import { createUser } from './factories';
import { TEST_PASSWORD, testConfig } from './harness';

export interface TwoInstances {
  /** The first instance's database (on PostgreSQL the second has a pool of its own). */
  database: Database;
  instances: [FastifyInstance, FastifyInstance];
  close(): Promise<void>;
}

/**
 * Two app instances on one fresh database, as behind a load balancer; `env` adds configuration, and
 * `now` is both instances' clock (real time unless given).
 */
export async function startTwoInstances(
  env: Record<string, string> = {},
  now?: () => Date,
): Promise<TwoInstances> {
  const database = await openTestDatabase();
  const secondDatabase = await secondConnection(database);
  const { config, dataDir } = testConfig(env);
  const [first, second] = await Promise.all(
    [database, secondDatabase].map((db) => buildApp(config, { database: db, logger: false, now })),
  );
  if (!first || !second) throw new Error('two instances expected');
  return {
    database,
    instances: [first, second],
    async close() {
      await Promise.all([first.close(), second.close()]);
      if (secondDatabase !== database) await secondDatabase.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A new member signs in through `app` and saves a run of `duration` ms at `locationId` that finished
 * a second ago (POST /api/Leaderboard/AddToLeaderboard); answers the member's name.
 */
export async function saveNewRunnersRun(
  app: FastifyInstance,
  db: DbOrTx,
  { locationId, duration }: { locationId: number; duration: number },
): Promise<string> {
  const runner = await createUser(db);
  const login = await app.inject({
    method: 'POST',
    url: '/api/Auth/Login',
    payload: { user: runner.userName, password: TEST_PASSWORD },
  });
  const completed = new Date(Date.now() - 1_000);
  const saved = await app.inject({
    method: 'POST',
    url: '/api/Leaderboard/AddToLeaderboard',
    headers: { authorization: `Bearer ${login.json().token as string}` },
    payload: {
      locationId,
      duration,
      timeStarted: new Date(completed.getTime() - duration).toISOString(),
      timeCompleted: completed.toISOString(),
    },
  });
  if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.body}`);
  return runner.userName;
}
