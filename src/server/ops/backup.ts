/**
 * One-file backups of the configured database and their restore (`npm run backup`, `npm run restore`):
 * on PostgreSQL a `pg_dump` custom-format archive restored with `pg_restore`; on the embedded PGlite its
 * own data-directory dump (`dumpDataDir`, a gzipped tar) unpacked with `loadDataDir`. Images, sessions
 * and the outbox are rows like any other, so the one file holds everything the app keeps
 * (DATA_DIR's generated `jwt-secret` aside: without it only the 15-minute access tokens change).
 */
import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openAsBlob,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { openDatabase } from '../db/client';

type BackupKind = 'pg' | 'pglite';
type BackupTarget = Pick<Config, 'databaseUrl' | 'dataDir'>;

/** The embedded database's directory, as the app opens it (server.ts). */
const embeddedDir = (target: BackupTarget) => join(target.dataDir, 'db');

export const backupKind = (target: BackupTarget): BackupKind => (target.databaseUrl ? 'pg' : 'pglite');

/** `pg_dump -Fc` archives start with these bytes; gzip (PGlite's dump) with 1f 8b. */
const PG_DUMP_MAGIC = 'PGDMP';
const GZIP_MAGIC = [0x1f, 0x8b];

function fileKind(file: string): BackupKind | undefined {
  const head = Buffer.alloc(PG_DUMP_MAGIC.length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === PG_DUMP_MAGIC) return 'pg';
  if (head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1]) return 'pglite';
  return undefined;
}

export function defaultBackupFile(target: BackupTarget, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  const extension = backupKind(target) === 'pg' ? 'dump' : 'tar.gz';
  return join('backups', `courseclock-${stamp}.${extension}`);
}

/**
 * The URL without its password, which goes to the child in PGPASSWORD instead: a command line is
 * readable by every user of the machine (`ps`).
 */
function clientEnvironment(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { url: url.toString(), env };
}

/** `stdout`: a file descriptor the child writes its output to, or this process's own. */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdout: number | 'inherit' = 'inherit',
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', stdout, 'pipe'] });
    let errors = '';
    // Always a pipe here; the types cannot tell once stdout may be a descriptor.
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${command} was not found: install the PostgreSQL client tools of your server's major version or newer (Debian/Ubuntu: apt-get install postgresql-client)`,
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

/**
 * Written beside its final name and renamed at the end, so a failed run never leaves a file that looks
 * whole. The file holds password hashes, e-mail addresses and phone numbers: it is created owner-only
 * (0600, whatever the umask) by the open that creates it, so no other user can open it in between,
 * and `wx` refuses a file or link someone left at that name. `write` gets the open handle.
 */
async function writeWhole(file: string, write: (handle: FileHandle) => Promise<void>): Promise<void> {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    const handle = await open(partial, 'wx', 0o600);
    try {
      await write(handle);
      await handle.sync();
    } finally {
      await handle.close();
    }
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** PGlite has no lock between processes: a second open of a live directory would write under the server. */
function refuseOpenEmbedded(dir: string): void {
  if (!existsSync(join(dir, 'PG_VERSION')))
    throw new Error(`${dir} holds no database: check DATA_DIR (or set DATABASE_URL for PostgreSQL)`);
  if (existsSync(join(dir, 'postmaster.pid')))
    throw new Error(
      `${dir} is in use (postmaster.pid): stop the server first. If it is stopped, it did not shut down cleanly: start it and stop it once (Ctrl+C), then run this again`,
    );
}

/** Writes one backup file of the configured database; resolves to its size in bytes. */
export async function writeBackup(target: BackupTarget, file: string): Promise<number> {
  if (target.databaseUrl) {
    const { url, env } = clientEnvironment(target.databaseUrl);
    // To our descriptor, not `--file`: pg_dump would create the file with the umask's mode.
    await writeWhole(file, (handle) => run('pg_dump', ['--format=custom', '--dbname', url], env, handle.fd));
  } else {
    const dir = embeddedDir(target);
    refuseOpenEmbedded(dir);
    await writeWhole(file, async (handle) => {
      const client = new PGlite(dir);
      try {
        // Without it the dump waits on a start that holds no handle, and node exits mid-backup.
        await client.waitReady;
        const dump = await client.dumpDataDir('gzip');
        await handle.writeFile(new Uint8Array(await dump.arrayBuffer()));
      } finally {
        await client.close();
      }
    });
  }
  return statSync(file).size;
}

/** Tables outside PostgreSQL's own schemas: a restore goes only into a database without any. */
async function userTableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg_toast%'`,
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  if ((await userTableCount(databaseUrl)) > 0)
    throw new Error(
      'The database in DATABASE_URL already has tables: restore into a new, empty database (createdb), then point DATABASE_URL at it',
    );
  const { url, env } = clientEnvironment(databaseUrl);
  // One transaction: a failed restore leaves the database empty, not half filled. Owners and grants
  // are left out so the dump restores under whatever role DATABASE_URL names.
  await run(
    'pg_restore',
    ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', '--dbname', url, file],
    env,
  );
}

async function restoreEmbedded(dir: string, file: string): Promise<void> {
  if (existsSync(dir) && readdirSync(dir).length > 0)
    throw new Error(
      `${dir} already holds a database: move it away (or set DATA_DIR to a new directory), then run this again`,
    );
  const partial = `${dir}.restoring`;
  rmSync(partial, { recursive: true, force: true });
  try {
    const client = new PGlite(partial, { loadDataDir: await openAsBlob(file) });
    await client.waitReady;
    await client.close();
    rmSync(dir, { recursive: true, force: true });
    renameSync(partial, dir);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  // Opened once the way the app opens it: proves it starts, and makes every file owner-only.
  const database = await openDatabase({ dataDir: dir });
  await database.ping();
  await database.close();
}

/** Brings a backup file back into the configured (empty) database. */
export async function restoreBackup(target: BackupTarget, file: string): Promise<BackupKind> {
  const kind = backupKind(target);
  const found = fileKind(file);
  if (found === undefined)
    throw new Error(`${file} is not a CourseClock backup (pg_dump archive or PGlite dump)`);
  if (found !== kind)
    throw new Error(
      found === 'pg'
        ? `${file} is a PostgreSQL backup: set DATABASE_URL to the (empty) database to restore it into`
        : `${file} is an embedded-database (PGlite) backup: unset DATABASE_URL to restore it into DATA_DIR/db`,
    );
  if (target.databaseUrl) await restorePostgres(target.databaseUrl, file);
  else await restoreEmbedded(embeddedDir(target), file);
  return kind;
}
