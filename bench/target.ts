import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../src/server/db/client';

export interface BenchTarget {
  kind: 'pglite' | 'postgres';
  database: Database;
  /** Removes what the bench made: the PGlite folder, or the PostgreSQL database (drop … with force). */
  cleanup: () => Promise<void>;
}

/**
 * A fresh database for a bench: PGlite in a temporary folder (as `npm start` runs), or a new database
 * on the PostgreSQL server at `serverUrl`, dropped by cleanup().
 */
export async function openBenchTarget(kind: BenchTarget['kind'], serverUrl?: string): Promise<BenchTarget> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'courseclock-bench-'));
    const database = await openDatabase({ dataDir: dir });
    return { kind, database, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  if (!serverUrl) throw new Error('a PostgreSQL bench needs a server URL');
  const name = `courseclock_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 10 });
  return { kind, database, cleanup: () => admin(`drop database if exists ${name} with (force)`) };
}
