import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../db/client';
import { openTestDatabase, resetDatabase } from '../test/database';
import { BoardVersions } from './board-versions';

/**
 * The counters' reader on one connection (PGlite has one; on PostgreSQL a pool of one), where
 * statements run in the order they are sent: so a write sent while a read is in flight runs after
 * that read, and a read that shared the in-flight one would miss it. (On PostgreSQL that is what fails
 * a reader joining the read in flight. PGlite runs a query to its end within one turn of the event
 * loop, so no request can arrive during one there: the same test only shows the answers.)
 */
let database: Database;
let connection: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  if (database.kind === 'pglite') {
    connection = database;
    return;
  }
  const [{ name }] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  connection = await openDatabase({ url: url.toString(), poolSize: 1 });
});
afterAll(async () => {
  if (connection !== database) await connection.close();
  await database.close();
});
beforeEach(() => resetDatabase(database));

const bump = (family: string) =>
  queryRows(connection.db, sql`select bump_board_version(${family}) as bumped`);

describe('BoardVersions', () => {
  it('reads 0 for a family that never changed and the counter of one that did', async () => {
    const versions = new BoardVersions(connection.db);
    expect(await versions.read('location:1')).toBe(0);
    await bump('location:1');
    await bump('location:1');
    expect(await versions.read('location:1')).toBe(2);
    expect(await versions.read('event:1')).toBe(0);
  });

  it('never answers a request with a read that began before it arrived', async () => {
    const versions = new BoardVersions(connection.db);
    await bump('location:1');
    expect(await versions.read('location:1')).toBe(1);

    const before = versions.read('location:1');
    // A read starts on the turn after its first request: let it start.
    await new Promise(setImmediate);
    // Sent while that read is in flight, so it runs after it on the one connection.
    const write = bump('location:1');
    // Arrives after the write was sent: it must wait for a read that starts later, which sees it.
    const after = versions.read('location:1');
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    await write;
    // A save acknowledged before the request arrived is always seen.
    await bump('location:1');
    expect(await versions.read('location:1')).toBe(3);
  });

  it('reads every family asked for during one read in the next single query', async () => {
    const versions = new BoardVersions(connection.db);
    for (const id of [1, 2, 3]) {
      for (let n = 0; n < id; n += 1) await bump(`location:${id}`);
    }
    await bump('event:"7\\');
    const sentBefore = versions.counts.queries;
    const first = versions.read('location:1');
    await new Promise(setImmediate);
    const queued = ['location:2', 'location:3', 'location:2', 'location:9', 'event:"7\\'].map((family) =>
      versions.read(family),
    );
    expect(await first).toBe(1);
    expect(await Promise.all(queued)).toEqual([2, 3, 2, 0, 1]);
    expect(versions.counts.queries - sentBefore).toBe(2);
  });

  it('reads for every request of one event-loop turn in one query', async () => {
    const versions = new BoardVersions(connection.db);
    await bump('location:2');
    const sentBefore = versions.counts.queries;
    const reads = ['location:1', 'location:2', 'location:1'].map((family) => versions.read(family));
    expect(await Promise.all(reads)).toEqual([0, 1, 0]);
    expect(versions.counts.queries - sentBefore).toBe(1);
  });

  it('passes a failed read to the requests waiting on it, then reads again', async () => {
    const versions = new BoardVersions(connection.db);
    await bump('location:1');
    await connection.db.execute(sql`alter table board_versions rename to board_versions_away`);
    const failed = [versions.read('location:1'), versions.read('location:2')].map((read) =>
      read.then(
        () => 'read',
        () => 'failed',
      ),
    );
    expect(await Promise.all(failed)).toEqual(['failed', 'failed']);
    await connection.db.execute(sql`alter table board_versions_away rename to board_versions`);
    expect(await versions.read('location:1')).toBe(1);
  });
});
