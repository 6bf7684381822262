import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { queryRows } from '../db/client';
import { locations } from '../db/schema/index';
import { withTestDatabase } from '../test/database';
import { createLocation } from '../test/factories';
import { KeptRankings, type RankingAsked } from './kept-rankings';

/**
 * The table and its statements (migration 0019). The app keeps rankings on PostgreSQL alone, but the
 * statements are the same on PGlite, so they are held to it on both.
 */
const database = withTestDatabase();
const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

const NOW = new Date('2030-01-01T00:00:00Z');
const asked = (overrides: Partial<RankingAsked> = {}): RankingAsked => ({
  key: 'location:1:casual:all',
  version: 3,
  now: NOW,
  rolling: false,
  ...overrides,
});
/** A stand-in ranking: the board it names, found (or not). */
const statement = (board: string, exists = true) => ({
  ranking: sql`select ${board}::text as board, 1000::float8 as "oldestMs"`,
  exists: sql`${exists}::boolean`,
});

async function keep(rankings: KeptRankings, what: RankingAsked, board: string, validUntilMs = Infinity) {
  rankings.keep(what, { board, validUntilMs });
  await rankings.settled();
}

const keys = async () =>
  (await queryRows<{ key: string }>(database.db, sql`select key from ranked_boards order by key`)).map(
    (row) => row.key,
  );

describe('KeptRankings', () => {
  it('ranks when nothing is kept, then finds what was kept under the same counter alone', async () => {
    const rankings = new KeptRankings(database, log);
    expect(await rankings.find(asked(), statement('1,1,100'))).toEqual({
      kept: false,
      exists: true,
      board: '1,1,100',
      oldestMs: 1000,
    });
    await keep(rankings, asked(), '1,1,100');
    expect(await rankings.find(asked(), statement('ranked'))).toEqual({
      kept: true,
      board: '1,1,100',
      validUntilMs: Infinity,
    });
    expect((await rankings.find(asked({ version: 4 }), statement('ranked'))).board).toBe('ranked');
    expect(await rankings.find(asked({ key: 'event:1:all' }), statement('', false))).toMatchObject({
      kept: false,
      exists: false,
    });
    expect(rankings.counts).toEqual({ found: 1, ranked: 3, kept: 1, failed: 0 });
  });

  it('takes a rolling ranking only before its valid-until, and not to a clock behind it', async () => {
    const rankings = new KeptRankings(database, log);
    const rolling = asked({ key: 'location:1:casual:week', rolling: true });
    const until = NOW.getTime() + 60_000;
    await keep(rankings, rolling, 'kept', until);
    const at = (ms: number) => rankings.find({ ...rolling, now: new Date(ms) }, statement('ranked'));
    expect(await at(until - 1)).toEqual({ kept: true, board: 'kept', validUntilMs: until });
    expect((await at(until)).board).toBe('ranked');
    expect((await at(NOW.getTime() - 1)).board).toBe('ranked');
    // All time has no window: another instance's clock a little behind takes it.
    await keep(rankings, asked(), 'kept');
    expect(
      (await rankings.find(asked({ now: new Date(NOW.getTime() - 1) }), statement('ranked'))).board,
    ).toBe('kept');
  });

  it('keeps one row per key: a newer counter or a longer-lasting ranking replaces it, no other', async () => {
    const rankings = new KeptRankings(database, log);
    const boardOf = async () =>
      (await queryRows<{ board: string }>(database.db, sql`select board from ranked_boards`)).map(
        (row) => row.board,
      );
    const later = new Date(NOW.getTime() + 1);
    await keep(rankings, asked({ version: 5 }), 'v5');
    await keep(rankings, asked({ version: 4 }), 'v4');
    await keep(rankings, asked({ version: 5, now: later }), 'v5 again');
    expect(await boardOf()).toEqual(['v5']);
    await keep(rankings, asked({ version: 6 }), 'v6', NOW.getTime() + 1_000);
    await keep(rankings, asked({ version: 6, now: later }), 'v6 as long', NOW.getTime() + 1_000);
    expect(await boardOf()).toEqual(['v6']);
    await keep(rankings, asked({ version: 6, now: later }), 'v6 longer', NOW.getTime() + 2_000);
    expect(await boardOf()).toEqual(['v6 longer']);
    // A rolling board that emptied lasts until the next write.
    await keep(rankings, asked({ version: 6, now: later }), 'v6 empty');
    expect(await boardOf()).toEqual(['v6 empty']);
    await keep(rankings, asked({ version: 7 }), 'v7', NOW.getTime() + 1_000);
    expect(await boardOf()).toEqual(['v7']);
  });

  it('logs a ranking it could not keep, and throws nothing', async () => {
    const warn = vi.fn();
    const rankings = new KeptRankings(database, { warn } as unknown as FastifyBaseLogger);
    await database.db.execute(sql`alter table ranked_boards rename to ranked_boards_away`);
    try {
      await keep(rankings, asked(), 'lost');
    } finally {
      await database.db.execute(sql`alter table ranked_boards_away rename to ranked_boards`);
    }
    expect(rankings.counts).toMatchObject({ kept: 0, failed: 1 });
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('kept rankings never outlive their counters (migration 0019)', () => {
  const keepAll = async (...names: string[]) => {
    const rankings = new KeptRankings(database, log);
    for (const key of names) await keep(rankings, asked({ key }), key);
  };

  it('go with their family when its counter is deleted, and all of them when the counters are emptied', async () => {
    await keepAll('location:1:casual:all', 'location:1:casual:week', 'location:10:casual:all', 'event:1:all');
    await database.db.execute(
      sql`select bump_board_version('location:1:casual'), bump_board_version('event:1')`,
    );
    await database.db.execute(sql`delete from board_versions where board = 'location:1:casual'`);
    expect(await keys()).toEqual(['event:1:all', 'location:10:casual:all']);
    await database.db.execute(sql`truncate board_versions`);
    expect(await keys()).toEqual([]);
  });

  it('go with a deleted location, whose counters move so that nothing cached under them is taken', async () => {
    const park = await createLocation(database.db);
    const other = await createLocation(database.db);
    await keepAll(
      `location:${park.id}:casual:all`,
      `location:${park.id}:comp:day`,
      `location:${other.id}:casual:all`,
    );
    await database.db.delete(locations).where(eq(locations.id, park.id));
    expect(await keys()).toEqual([`location:${other.id}:casual:all`]);
    const families = [`location:${park.id}`, `location:${park.id}:casual`, `location:${park.id}:comp`];
    const counters = await queryRows<{ board: string; version: string }>(
      database.db,
      sql`select board, version::text from board_versions where board = any(${sql.param(families)}::text[]) order by board`,
    );
    expect(counters).toEqual(families.map((board) => ({ board, version: '1' })));
  });
});
