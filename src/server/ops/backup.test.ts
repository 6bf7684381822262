import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../db/client';
import { ensureRoles } from '../db/roles';
import { openTestDatabase } from '../test/database';
import { restoreBackup, writeBackup } from './backup';
import { seedDemoData } from './seed/seed-demo';

/**
 * `npm run backup` then `npm run restore` on the demo data, through the real CLIs: on PostgreSQL
 * (pg_dump / pg_restore) in the api-postgres project, on PGlite (its data-directory dump) otherwise.
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

let workDir: string;
/** The seeded source and the empty target, as CLI environments and as URLs/dirs to open. */
let source: Record<string, string>;
let target: Record<string, string>;
const dropAfter: string[] = [];
/** On PostgreSQL the seeded test database, dropped when closed (test/database.ts). */
let seededOnServer: Database | undefined;

function serverUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function emptyPostgresDatabase(): Promise<string> {
  const name = `courseclock_restore_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name}`);
  dropAfter.push(name);
  return serverUrl(name);
}

const envFor = (dataDir: string, databaseUrl = '') => ({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
/** The same, as backup.ts takes it. */
const targetOf = (env: Record<string, string>) => ({
  dataDir: env.DATA_DIR,
  databaseUrl: env.DATABASE_URL || undefined,
});

async function openTarget(env: Record<string, string>): Promise<Database> {
  return env.DATABASE_URL
    ? openDatabase({ url: env.DATABASE_URL, poolSize: 2 })
    : openDatabase({ dataDir: join(env.DATA_DIR, 'db') });
}

/** A CLI of package.json's scripts, as `npm run` starts it (tsx), with this test's database. */
function runCli(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/server/ops/${script}`, ...args], {
      cwd: repoRoot,
      env: { ...process.env, JWT_SECRET, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.on('close', (code) => resolve({ code, output }));
  });
}

interface Snapshot {
  /** schema.table → every row as PostgreSQL's text form (bytea as hex, so images compare byte for byte). */
  tables: Map<string, string[]>;
  /** schema.sequence → its last value, so ids handed out after a restore do not collide. */
  sequences: Map<string, string>;
}

async function snapshot(database: Database): Promise<Snapshot> {
  const { db } = database;
  const tables = new Map<string, string[]>();
  const names = await queryRows<{ name: string }>(
    db,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  for (const { name } of names) {
    const rows = await queryRows<{ row: string }>(db, sql.raw(`select t::text as row from ${name} t`));
    tables.set(name, rows.map((r) => r.row).sort());
  }
  const sequences = await queryRows<{ name: string; value: string }>(
    db,
    sql`select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, 0)::text as value
        from pg_sequences order by 1`,
  );
  return { tables, sequences: new Map(sequences.map((s) => [s.name, s.value])) };
}

/** Rows in one and not the other (as multisets), over every table of either. */
function rowsDifferent(a: Snapshot, b: Snapshot): number {
  let different = 0;
  for (const name of new Set([...a.tables.keys(), ...b.tables.keys()])) {
    const left = new Map<string, number>();
    for (const row of a.tables.get(name) ?? []) left.set(row, (left.get(row) ?? 0) + 1);
    for (const row of b.tables.get(name) ?? []) {
      const n = left.get(row) ?? 0;
      if (n > 0) left.set(row, n - 1);
      else different += 1;
    }
    for (const n of left.values()) different += n;
  }
  return different;
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'courseclock-backup-'));
  let seeded: Database;
  if (onPostgres) {
    seeded = await openTestDatabase();
    seededOnServer = seeded;
    const [{ name }] = await queryRows<{ name: string }>(seeded.db, sql`select current_database() as name`);
    source = envFor(join(workDir, 'source'), serverUrl(name));
    target = envFor(join(workDir, 'target'), await emptyPostgresDatabase());
  } else {
    source = envFor(join(workDir, 'source'));
    target = envFor(join(workDir, 'target'));
    seeded = await openTarget(source);
    await seeded.migrate();
    await ensureRoles(seeded.db);
  }
  await seedDemoData(seeded.db);
  // PGlite allows one user of a directory at a time: the CLIs come next.
  if (!onPostgres) await seeded.close();
}, 120_000);

afterAll(async () => {
  await seededOnServer?.close();
  for (const name of dropAfter) await onServer(`drop database if exists ${name} with (force)`);
  rmSync(workDir, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('bring the demo data back with 0 rows different, images included', async () => {
    const file = join(workDir, 'demo-backup');
    const backup = await runCli('backup-cli.ts', [file], source);
    expect(backup.output).toContain('Backup written');
    expect(backup.code).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const restore = await runCli('restore-cli.ts', [file], target);
    expect(restore.output).toContain('Restored');
    expect(restore.code).toBe(0);

    const before = await openTarget(source);
    const after = await openTarget(target);
    try {
      const [a, b] = [await snapshot(before), await snapshot(after)];
      expect(a.tables.get('public.images')?.length).toBeGreaterThan(0);
      expect(a.tables.get('public.times')?.length).toBeGreaterThan(0);
      expect(a.tables.get('public.time_splits')?.length).toBeGreaterThan(0);
      expect([...b.tables.keys()]).toEqual([...a.tables.keys()]);
      expect(rowsDifferent(a, b)).toBe(0);
      expect(b.sequences).toEqual(a.sequences);
      // The restored database is one the app starts on: its migrations are already recorded.
      await after.migrate();
      expect(rowsDifferent(a, await snapshot(after))).toBe(0);
      // The comparison sees a change: one row edited is one row missing and one extra.
      await after.db.execute(sql`update users set first_name = first_name || 'x' where id = 1`);
      expect(rowsDifferent(a, await snapshot(after))).toBe(2);
    } finally {
      await before.close();
      await after.close();
    }
  }, 180_000);

  it('refuses to restore over a database that has tables, and leaves it as it was', async () => {
    const file = join(workDir, 'second-backup');
    await writeBackup(targetOf(source), file);
    const refused = await runCli('restore-cli.ts', [file], source);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/already (has tables|holds a database)/);
    const database = await openTarget(source);
    try {
      const [{ n }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`);
      expect(n).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('creates the file owner-only from its first byte, even under a umask that lets everyone read', async () => {
    const dir = join(workDir, 'watched');
    mkdirSync(dir, { mode: 0o700 });
    const file = join(dir, 'backup');
    const partial = 'backup.partial';
    // Every mode the file had while it was being written, read the moment the directory changes.
    const seen: number[] = [];
    const watcher = watch(dir, (_event, name) => {
      if (name !== partial) return;
      try {
        seen.push(statSync(join(dir, partial)).mode & 0o777);
      } catch {
        // Renamed to its final name already.
      }
    });
    const umask = process.umask(0);
    try {
      await writeBackup(targetOf(source), file);
    } finally {
      process.umask(umask);
      watcher.close();
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([0o600]));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(file).size).toBeGreaterThan(0);
  }, 120_000);

  it('refuses a file of the other kind or none, naming what to do', async () => {
    const foreign = join(workDir, onPostgres ? 'pglite.tar.gz' : 'pg.dump');
    writeFileSync(foreign, onPostgres ? Buffer.from([0x1f, 0x8b, 8, 0, 0]) : 'PGDMP…');
    const other = onPostgres ? envFor(join(workDir, 'other'), await emptyPostgresDatabase()) : target;
    await expect(restoreBackup(targetOf(other), foreign)).rejects.toThrow(
      onPostgres ? /unset DATABASE_URL/ : /set DATABASE_URL/,
    );
    const junk = join(workDir, 'notes.txt');
    writeFileSync(junk, 'not a backup');
    await expect(restoreBackup(targetOf(other), junk)).rejects.toThrow(/is not a CourseClock backup/);
    await expect(runCli('restore-cli.ts', [], other)).resolves.toMatchObject({ code: 1 });
  }, 60_000);

  it('refuses to back up an embedded database that is open, writing no file', async () => {
    const embedded = envFor(join(workDir, 'open'));
    const open = await openTarget(embedded);
    const file = join(workDir, 'while-open.tar.gz');
    try {
      await expect(writeBackup(targetOf(embedded), file)).rejects.toThrow(
        /in use \(postmaster\.pid\): stop the server/,
      );
      expect(existsSync(file)).toBe(false);
    } finally {
      await open.close();
    }
    await expect(writeBackup(targetOf(envFor(join(workDir, 'nothing'))), file)).rejects.toThrow(
      /holds no database/,
    );
  }, 60_000);
});
