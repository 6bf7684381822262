import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, queryRows } from '../db/client';
import { ensureRoles } from '../db/roles';
import { openTestDatabase } from './database';

/**
 * The real app (src/server/main.ts, `node --import tsx`) in a child process, for tests that kill it
 * (SIGKILL) and start it again on the same database: what `npm start` runs, with nothing shared in
 * memory between the two processes or with the test.
 */

const repoRoot = join(import.meta.dirname, '../../..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 20 ms until it is true; throws after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The address a child process uses to reach the test's own PostgreSQL database (openTestDatabase's). */
async function childDatabaseUrl(database: Database): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const [{ name }] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Where a child app keeps its data, and how the test reads it. */
export interface ChildAppDatabase {
  /** The app's DATA_DIR (the embedded database lives in `<dataDir>/db`). */
  dataDir: string;
  /** PostgreSQL only: the app's DATABASE_URL. */
  databaseUrl?: string;
  /**
   * Runs `read` on the app's database: on PostgreSQL through the test's own pool, on PGlite by opening
   * the data folder, so only while no app runs on it (PGlite has one owner).
   */
  read<T>(read: (db: Database['db']) => Promise<T>): Promise<T>;
  /** Drops the PostgreSQL database and removes the data folder. */
  close(): Promise<void>;
}

/**
 * A migrated database for a child app, seeded by `seed`: a new database on TEST_DATABASE_URL's server
 * when the api-postgres project runs, otherwise PGlite in a data folder, closed again so the app can
 * own it, as `npm start` runs it.
 */
export async function prepareChildAppDatabase(
  seed: (db: Database['db']) => Promise<void>,
): Promise<ChildAppDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'courseclock-child-app-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (process.env.TEST_DB_KIND === 'postgres' && process.env.TEST_DATABASE_URL) {
    const database = await openTestDatabase();
    await seed(database.db);
    return {
      dataDir,
      databaseUrl: await childDatabaseUrl(database),
      read: (read) => read(database.db),
      close: async () => {
        await database.close();
        removeDataDir();
      },
    };
  }
  const openEmbedded = () => openDatabase({ dataDir: join(dataDir, 'db') });
  const embedded = await openEmbedded();
  await embedded.migrate();
  await ensureRoles(embedded.db);
  await seed(embedded.db);
  await embedded.close();
  return {
    dataDir,
    read: async (read) => {
      const reopened = await openEmbedded();
      try {
        return await read(reopened.db);
      } finally {
        await reopened.close();
      }
    },
    close: async () => removeDataDir(),
  };
}

export interface ChildApp {
  child: ChildProcess;
  url: string;
  port: number;
  /** Everything the process wrote, for the failure message of a test. */
  output: string[];
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
}

interface ChildAppOptions {
  /** DATA_DIR: the embedded database lives in `<dataDir>/db` unless `databaseUrl` is given. */
  dataDir: string;
  databaseUrl?: string;
  /** A port to listen on (a restart keeps its clients' address); a free one when omitted. */
  port?: number;
  /** More environment, e.g. a test SMS provider's. */
  env?: Record<string, string>;
  /** How long the start may take before the test fails. */
  readyTimeoutMs?: number;
}

/** Starts the app and resolves once GET /readyz answers 200. */
export async function startChildApp(options: ChildAppOptions): Promise<ChildApp> {
  const port = options.port ?? (await freePort());
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? options.dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    WEB_DIST: join(options.dataDir, 'web'),
    JWT_SECRET: 'child-app-test-secret-long-enough-for-hs256',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: repoRoot, env });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  await until(
    'the app to be ready',
    async () => {
      if (gone) throw new Error(`the app exited while starting:\n${output.join('')}`);
      return fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
    },
    options.readyTimeoutMs ?? 60_000,
  );
  return { child, url, port, output, exited };
}

/** SIGTERM (the app finishes in-flight requests and closes its database) and waits for the exit. */
export async function stopChildApp(app: ChildApp): Promise<void> {
  app.child.kill('SIGTERM');
  await app.exited;
}
