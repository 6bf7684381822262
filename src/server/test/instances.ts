import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { openTestDatabase, secondConnection } from './database';
import { testConfig } from './harness';

export interface TwoInstances {
  /** The first instance's database (on PostgreSQL the second has a pool of its own). */
  database: Database;
  instances: [FastifyInstance, FastifyInstance];
  close(): Promise<void>;
}

/** Two app instances on one fresh database, as behind a load balancer; `env` adds configuration. */
export async function startTwoInstances(env: Record<string, string> = {}): Promise<TwoInstances> {
  const database = await openTestDatabase();
  const secondDatabase = await secondConnection(database);
  const { config, dataDir } = testConfig(env);
  const [first, second] = await Promise.all(
    [database, secondDatabase].map((db) => buildApp(config, { database: db, logger: false })),
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
