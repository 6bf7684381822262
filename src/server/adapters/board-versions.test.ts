import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase, queryRows } from '../db/client';
import { openTestDatabase, resetDatabase } from '../test/database';
import { BOARD_VERSIONS_CHANNEL, BoardVersionReads, openBoardVersions } from './board-versions';

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

describe('BoardVersionReads', () => {
  it('reads 0 for a family that never changed and the counter of one that did', async () => {
    const versions = new BoardVersionReads(connection);
    expect(await versions.read('location:1')).toBe(0);
    await bump('location:1');
    await bump('location:1');
    expect(await versions.read('location:1')).toBe(2);
    expect(await versions.read('event:1')).toBe(0);
  });

  it('never answers a request with a read that began before it arrived', async () => {
    const versions = new BoardVersionReads(connection);
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
    const versions = new BoardVersionReads(connection);
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

  it('with overlap, starts a later read while one is in flight, and it still sees what came before', async () => {
    const versions = new BoardVersionReads(connection, 2);
    await bump('location:1');
    const sentBefore = versions.counts.queries;
    const before = versions.read('location:1');
    await new Promise(setImmediate);
    const write = bump('location:1');
    const after = versions.read('location:1');
    // Started on the next turn without waiting for the first read: two queries, both answered.
    await new Promise(setImmediate);
    expect(versions.counts.queries - sentBefore).toBe(2);
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    await write;
    // A third request while two reads are in flight waits for one of them to end, then reads.
    const reads = [versions.read('location:1')];
    await new Promise(setImmediate);
    reads.push(versions.read('location:1'));
    await new Promise(setImmediate);
    reads.push(versions.read('location:2'));
    expect(await Promise.all(reads)).toEqual([2, 2, 0]);
  });

  it('reads for every request of one event-loop turn in one query', async () => {
    const versions = new BoardVersionReads(connection);
    await bump('location:2');
    const sentBefore = versions.counts.queries;
    const reads = ['location:1', 'location:2', 'location:1'].map((family) => versions.read(family));
    expect(await Promise.all(reads)).toEqual([0, 1, 0]);
    expect(versions.counts.queries - sentBefore).toBe(1);
  });

  it('passes a failed read to the requests waiting on it, then reads again', async () => {
    const versions = new BoardVersionReads(connection);
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

describe('openBoardVersions', () => {
  it('counts every save acknowledged before a read (followed from notices on PGlite, read on PostgreSQL)', async () => {
    const versions = await openBoardVersions(database, 2);
    try {
      for (let saved = 1; saved <= 5; saved += 1) {
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`select bump_board_version('location:1')`);
          await tx.execute(sql`select bump_board_version('event:4')`);
        });
        // Asked at once, with nothing awaited in between: no later turn of the event loop to catch up in.
        expect(await versions.read('location:1')).toBe(saved);
      }
      expect(await versions.read('event:4')).toBe(5);
      expect(await versions.read('location:2')).toBe(0);
      // A rolled-back bump never counts.
      await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select bump_board_version('location:1')`);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      expect(await versions.read('location:1')).toBe(5);
      // PGlite answered from its notices alone; PostgreSQL read the counters.
      expect(versions.counts.queries > 0).toBe(database.kind === 'pg');
    } finally {
      await versions.stop();
    }
  });

  it('each bump of a counter is a notice on board_versions naming the family (migration 0008)', async () => {
    const heard: string[] = [];
    const stop = await database.listen(BOARD_VERSIONS_CHANNEL, (family) => heard.push(family));
    try {
      await bump('location:"7\\');
      await vi.waitFor(() => expect(heard).toEqual(['location:"7\\']));
    } finally {
      await stop();
    }
  });
});
