import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { prettyLogDestination } from './lib/pretty-log';
import { pruneStaleRows } from './lib/prune';
import { prepareDatabase } from './ops/prepare';
import type { DemoAccount } from './ops/seed/seed-demo';

const RETRY_INTERVAL_MS = 30_000;
const PRUNE_INTERVAL_MS = 60 * 60_000;

interface RunningServer {
  app: FastifyInstance;
  database: Database;
  demoAccounts: DemoAccount[];
  /** Milliseconds each step of the start took, in order, for the ready line of the log. */
  startSteps: Record<'database' | 'prepare' | 'app' | 'listen', number>;
  /** Stops accepting, finishes in-flight requests and deliveries, closes the database. */
  stop(): Promise<void>;
}

/** Opens the database, prepares it, and serves the app: used by main.ts and the browser tests. */
export async function startServer(config: Config): Promise<RunningServer> {
  let stepStarted = performance.now();
  const took = () => {
    const ms = Math.round(performance.now() - stepStarted);
    stepStarted = performance.now();
    return ms;
  };
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
  const databaseMs = took();
  const { demoAccounts } = await prepareDatabase(database, config);
  const prepareMs = took();
  const logger =
    config.logFormat === 'pretty' ? await prettyLogDestination(Boolean(process.stdout.isTTY)) : true;
  const app = await buildApp(config, { database, logger });
  await app.ready();
  const appMs = took();
  await app.listen({ port: config.port, host: config.host });
  const startSteps = { database: databaseMs, prepare: prepareMs, app: appMs, listen: took() };

  const retryDue = () => {
    void Promise.all([app.ctx.mail.retryDue(), app.ctx.sms.retryDue()]).catch((error) =>
      app.log.warn({ err: error }, 'delivery retry failed'),
    );
  };
  // At once too: messages a stopped (or killed) instance left due go out now, not a pass later.
  retryDue();
  const retry = setInterval(retryDue, RETRY_INTERVAL_MS);
  retry.unref();
  // Every instance prunes; the deletes are idempotent, so overlapping runs cost nothing but a query.
  const prune = setInterval(() => {
    pruneStaleRows(database.db, app.ctx.now()).then(
      (pruned) => app.log.debug({ pruned }, 'stale rows pruned'),
      (error: unknown) => app.log.warn({ err: error }, 'pruning stale rows failed'),
    );
  }, PRUNE_INTERVAL_MS);
  prune.unref();

  return {
    app,
    database,
    demoAccounts,
    startSteps,
    stop: async () => {
      clearInterval(retry);
      clearInterval(prune);
      await app.close();
      await database.close();
    },
  };
}
