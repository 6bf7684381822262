import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DURABLE_START_PARAMS, DurableNodeFS, flushTree } from './durable-node-fs';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Calls `onNotice` with the payload of every NOTIFY on `channel` (committed transactions only).
   * On PostgreSQL a dedicated connection listens and reconnects after a loss, calling `onGap` once
   * it listens again (notices sent meanwhile are lost, so the caller resynchronises).
   * Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onGap?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Runs `migrate` unless the database already has the newest migration: the migrator reads and hashes
 * every file and runs its CREATE SCHEMA / CREATE TABLE IF NOT EXISTS at every start, work a restart
 * on an up-to-date database does not need (docs/performance.md, "Server start").
 */
async function migrateWhenBehind(db: Db, migrate: () => Promise<void>): Promise<void> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const applied = await queryRows<{ createdAt: string | null }>(
    db,
    sql`select max(created_at) as "createdAt" from drizzle.__drizzle_migrations`,
  ).then(
    (rows) => Number(rows[0]?.createdAt ?? 0),
    // A new database has no migrations table yet.
    () => 0,
  );
  if (applied < newest) await migrate();
}

interface DatabaseOptions {
  /** postgres://… uses real PostgreSQL through a pool. */
  url?: string;
  /**
   * Directory for PGlite; omitted means in memory. On disk, a commit is flushed to the disk before it
   * is acknowledged (durable-node-fs.ts).
   */
  dataDir?: string;
  /**
   * An in-memory PGlite's starting files: a `dumpDataDir` of a database already migrated. Unpacking it
   * skips PGlite's initdb and every migration (the API tests' databases; docs/performance.md).
   */
  image?: Blob;
  poolSize?: number;
}

/**
 * Takes group and other access off everything under `path`. PGlite unpacks its initial files as
 * 0666 whatever the umask, and writes some later ones as 0644 (docs/decisions.md, secrets at rest).
 */
function restrictToOwner(path: string): void {
  const stats = statSync(path);
  if ((stats.mode & 0o077) !== 0) chmodSync(path, stats.mode & 0o700);
  if (stats.isDirectory()) for (const name of readdirSync(path)) restrictToOwner(join(path, name));
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pg',
      migrate: () => migrateWhenBehind(db, () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder })),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: (channel, onNotice, onGap) => listenOnPostgres(options.url ?? '', channel, onNotice, onGap),
      close: () => pool.end(),
    };
  }
  const client = await openPglite(options.dataDir, options.image);
  const { dataDir } = options;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrateWhenBehind(db, () => migratePglite(drizzlePglite(client), { migrationsFolder })),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onNotice) => {
      const stop = await client.listen(assertChannel(channel), onNotice);
      return () => stop();
    },
    close: async () => {
      await client.close();
      if (dataDir) restrictToOwner(dataDir);
    },
  };
}

/**
 * PostgreSQL's 128 MB default buffer pool is set up in WebAssembly memory at every start: 16 MB opened
 * an existing database about 400 ms sooner and used about 110 MiB less memory, with the board bench at
 * 1,000,000 times no slower (pages missed in the pool come from the system's file cache;
 * docs/performance.md, "Server start"). A club that outgrows one process runs PostgreSQL (README).
 */
const EMBEDDED_SHARED_BUFFERS = '16MB';

async function openPglite(dataDir: string | undefined, image: Blob | undefined): Promise<PGlite> {
  if (!dataDir) {
    const client = new PGlite(image ? { loadDataDir: image } : undefined);
    await client.waitReady;
    return client;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const isNew = !existsSync(join(dataDir, 'PG_VERSION'));
  const client = new PGlite({
    dataDir,
    fs: new DurableNodeFS(dataDir),
    startParams: [...DURABLE_START_PARAMS, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  });
  await client.waitReady;
  // The directory itself at 0700 keeps every file inside from others, so a restart touches only it;
  // a new directory's files and those written since the last start are closed up by `close`.
  if (isNew) restrictToOwner(dataDir);
  else chmodSync(dataDir, 0o700);
  if (isNew) flushTree(dataDir);
  return client;
}

const RELISTEN_DELAY_MS = 1_000;

function assertChannel(channel: string): string {
  // LISTEN takes an identifier, not a parameter: only plain names are ever interpolated.
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
  return channel;
}

/** LISTEN on a connection of its own (a pooled one would be handed to queries and lose it). */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onGap: (() => void) | undefined,
): Promise<() => Promise<void>> {
  const name = assertChannel(channel);
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const relisten = () => {
    if (stopped || retry) return;
    const lost = client;
    client = undefined;
    lost?.removeAllListeners();
    lost?.on('error', () => {});
    void lost?.end().catch(() => {});
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => onGap?.(),
        () => relisten(),
      );
    }, RELISTEN_DELAY_MS);
    retry.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === name && message.payload !== undefined) onNotice(message.payload);
    });
    next.on('error', relisten);
    next.on('end', relisten);
    client = next;
    await next.connect();
    await next.query(`LISTEN ${name}`);
  };

  try {
    await connect();
  } catch (error) {
    stopped = true;
    clearTimeout(retry);
    throw error;
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    last?.removeAllListeners();
    last?.on('error', () => {});
    await last?.end().catch(() => {});
  };
}

/**
 * The driver under Drizzle: a pg.Pool on PostgreSQL, the PGlite instance otherwise. For the few places
 * that need it directly (pool figures, the hottest lookup); everything else goes through Drizzle.
 */
export function driverOf(db: Db): unknown {
  return (db as unknown as { $client?: unknown }).$client;
}

/** The pg.Pool under Drizzle on PostgreSQL (pool figures, the admission's slots); none on PGlite. */
export function poolOf(db: Db): pg.Pool | undefined {
  const client = driverOf(db);
  return client instanceof pg.Pool ? client : undefined;
}

/** Rows of a raw query, whichever driver ran it. */
export async function queryRows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A query for the hottest lookups, straight to the driver (Drizzle's wrapping cost more than the query
 * itself on PGlite): a named statement on PostgreSQL, parsed and planned once per connection; a plain
 * parameterised query on PGlite. Array values go as arrays (both drivers send them as `text[]`).
 */
export function preparedQuery<Row>(
  database: Database,
  name: string,
  text: string,
): (values: unknown[]) => Promise<Row[]> {
  const pool = poolOf(database.db);
  if (database.kind === 'pg' && pool) {
    return async (values) => (await pool.query<Row & pg.QueryResultRow>({ name, text, values })).rows;
  }
  const client = driverOf(database.db);
  if (client instanceof PGlite) return async (values) => (await client.query<Row>(text, values)).rows;
  throw new Error(`no driver to prepare ${name} on`);
}
