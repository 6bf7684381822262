import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import type { DemoAccount } from './db/seed/seed-demo';

const RETRY_INTERVAL_MS = 30_000;

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  demoAccounts: DemoAccount[];
  /** Stops accepting, finishes in-flight requests and deliveries, closes the database. */
  stop(): Promise<void>;
}

/** Opens the database, prepares it, and serves the app: used by main.ts and the browser tests. */
export async function startServer(config: Config): Promise<RunningServer> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
  const { demoAccounts } = await prepareDatabase(database, config);
  const app = await buildApp(config, { database });
  await app.listen({ port: config.port, host: config.host });

  const retry = setInterval(() => {
    void Promise.all([app.ctx.mail.retryDue(), app.ctx.sms.retryDue()]).catch((error) =>
      app.log.warn({ err: error }, 'delivery retry failed'),
    );
  }, RETRY_INTERVAL_MS);
  retry.unref();

  return {
    app,
    database,
    demoAccounts,
    stop: async () => {
      clearInterval(retry);
      await app.close();
      await database.close();
    },
  };
}
