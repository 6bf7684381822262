import fs, { mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase, queryRows } from './client';
import { ensureRoles } from './roles';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Every path under `root` whose mode lets group or others in. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    if ((statSync(path).mode & 0o077) !== 0) found.push(path);
    if (statSync(path).isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(root);
  return found;
}

describe('openDatabase with a PGlite directory', () => {
  it('leaves the directory and every file the database wrote owner-only', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'courseclock-pglite-'));
    dirs.push(parent);
    const dataDir = join(parent, 'db');
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await database.close();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('closes up a directory an earlier version left open', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'courseclock-pglite-'));
    dirs.push(parent);
    const dataDir = join(parent, 'db');
    mkdirSync(dataDir, { mode: 0o755 });
    const database = await openDatabase({ dataDir });
    await database.close();
    expect(openToOthers(dataDir)).toEqual([]);
  });
});

/** Paths of the files flushed to disk while `work` runs, read from the descriptors node:fs was handed. */
async function flushedDuring(work: () => Promise<void>): Promise<string[]> {
  const flushed: string[] = [];
  const fsyncSync = fs.fsyncSync;
  vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
    flushed.push(readlinkSync(`/proc/self/fd/${fd}`));
    fsyncSync(fd);
  });
  await work();
  vi.restoreAllMocks();
  return flushed;
}

// One test: a new PGlite directory takes seconds to unpack.
describe.runIf(process.platform === 'linux')('a commit on the embedded database', () => {
  it('is on disk when it returns: fsync on, the WAL flushed, a new directory flushed once', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'courseclock-pglite-'));
    dirs.push(parent);
    const dataDir = join(parent, 'db');
    let opened: Database | undefined;
    const flushedAtOpen = await flushedDuring(async () => {
      opened = await openDatabase({ dataDir });
    });
    if (!opened) throw new Error('the database did not open');
    const database = opened;
    expect(flushedAtOpen).toContain(join(dataDir, 'PG_VERSION'));
    expect(flushedAtOpen).toContain(dataDir);

    const setting = async (name: string) =>
      (await queryRows<Record<string, string>>(database.db, sql.raw(`show ${name}`)))[0]?.[name];
    expect(await setting('fsync')).toBe('on');
    expect(await setting('synchronous_commit')).toBe('on');
    await database.db.execute(sql`create table saved (id int primary key)`);
    const flushedAtCommit = await flushedDuring(async () => {
      await database.db.execute(sql`insert into saved values (1)`);
    });
    await database.close();
    expect(flushedAtCommit.some((path) => path.startsWith(join(dataDir, 'pg_wal/')))).toBe(true);
  });
});

describe('a restart on an up-to-date database', () => {
  it('applies every migration once, then writes nothing for migrations or roles', async () => {
    const database = await openDatabase({});
    await database.migrate();
    await ensureRoles(database.db);
    const walPosition = async () =>
      (await queryRows<{ lsn: string }>(database.db, sql`select pg_current_wal_insert_lsn()::text as lsn`))[0]
        ?.lsn;
    const applied = async () =>
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )
      )[0]?.n;
    const migrationsBefore = await applied();
    const before = await walPosition();
    await database.migrate();
    await ensureRoles(database.db);
    expect(await walPosition()).toBe(before);
    expect(await applied()).toBe(migrationsBefore);
    expect(migrationsBefore).toBeGreaterThan(0);
    await database.close();
  });
});
