import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { ROLE_NAMES } from '../../shared/roles';
import { type Database, driverOf, openDatabase, queryRows } from '../db/client';
import { ensureRoles } from '../db/roles';
import { forwardTo, startedOr } from './started';

/**
 * The files of an in-memory PGlite after every migration and the roles, made once per test worker
 * (the API projects share modules across a worker's files, vitest.config.ts). A file's database
 * unpacks them instead of running initdb and the migrations again (docs/performance.md, "Test suite").
 */
let migratedImage: Promise<Blob> | undefined;

async function makeMigratedImage(): Promise<Blob> {
  const database = await openDatabase({});
  await database.migrate();
  await ensureRoles(database.db);
  const client = driverOf(database.db) as PGlite;
  const image = await client.dumpDataDir('none');
  await database.close();
  return image;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on TEST_DATABASE_URL's server when the suite runs as the `api-postgres` project.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DB_KIND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) {
    migratedImage ??= makeMigratedImage();
    return openDatabase({ image: await migratedImage });
  }
  const name = `courseclock_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  await database.migrate();
  await ensureRoles(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Each database's tables but the roles, quoted: read once, as no test makes or drops a table. */
const tablesOf = new WeakMap<Database, Promise<string[]>>();

function quotedTables(database: Database): Promise<string[]> {
  let tables = tablesOf.get(database);
  if (!tables) {
    tables = queryRows<{ tablename: string }>(
      database.db,
      sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'roles'`,
    ).then((rows) => rows.map((row) => `"${row.tablename.replaceAll('"', '""')}"`));
    tablesOf.set(database, tables);
  }
  return tables;
}

/**
 * Empties every table a test wrote to and restarts every sequence drawn from, then puts the roles
 * back: each test starts clean. Only the tables holding rows are truncated: truncating all of them
 * made new files for every table and index, half a second a test on PostgreSQL (docs/performance.md,
 * "Test suite and CI").
 */
export async function resetDatabase(database: Database): Promise<void> {
  const tables = await quotedTables(database);
  // The roles stay while they are the ones every installation starts with (ids 1 to n, as ensureRoles
  // made them), with their sequence: most tests never touch them. Every other sequence drawn from
  // (by a row kept, deleted, or an insert that failed) starts again where it began.
  const [{ written }] = await queryRows<{ written: string[] | null }>(
    database.db,
    sql.raw(
      `with roles_kept as (select count(*) = ${ROLE_NAMES.length} and coalesce(max(id), 0) = ${ROLE_NAMES.length} as kept from roles),
      restarted as (select count(setval(format('%I.%I', schemaname, sequencename)::regclass, start_value, false))
        from pg_sequences where schemaname = 'public' and last_value is not null
          and not (sequencename = 'roles_id_seq' and (select kept from roles_kept)))
      select (select array_agg(name) from (${[
        `select '"roles"' as name where not (select kept from roles_kept)`,
        ...tables.map((table) => `select '${table}' as name where exists (select from ${table})`),
      ].join(' union all ')}) held) as written, (select * from restarted) as restarted`,
    ),
  );
  if (written?.length) await database.db.execute(sql.raw(`truncate ${written.join(', ')} cascade`));
  await ensureRoles(database.db);
}

/**
 * One database for a test file that needs no app (openTestDatabase), emptied before each test. The
 * returned object forwards to it once beforeAll has opened it.
 */
export function withTestDatabase(): Database {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());
  beforeEach(() => resetDatabase(started()));
  const started = () => startedOr(database, 'the test database');
  return forwardTo(started);
}

/** A second pool on the same PostgreSQL database; PGlite has one connection, so it is shared. */
export async function secondConnection(first: Database): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (first.kind !== 'pg' || !serverUrl) return first;
  const [{ name }] = await queryRows<{ name: string }>(first.db, sql`select current_database() as name`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return openDatabase({ url: url.toString(), poolSize: 5 });
}
