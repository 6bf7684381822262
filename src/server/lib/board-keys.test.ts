import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../db/client';
import { openTestDatabase } from '../test/database';
import { eventBoardKey, locationBoardKey } from './board-keys';

/** The server names a board's counter as the triggers do (migration 0018): a difference would serve stale boards. */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('board keys', () => {
  it.each([
    1, 42, 2_147_483_647,
  ])('names location %i and its halves as location_board_key does', async (id) => {
    const [row] = await queryRows<{ all: string; casual: string; comp: string; event: string }>(
      database.db,
      sql`select location_board_key(${id}::integer) as "all", location_board_key(${id}::integer, false) as casual,
            location_board_key(${id}::integer, true) as comp, event_board_key(${id}::integer) as event`,
    );
    expect(row).toEqual({
      all: locationBoardKey(id),
      casual: locationBoardKey(id, false),
      comp: locationBoardKey(id, true),
      event: eventBoardKey(id),
    });
    expect(row.casual).toBe(`location:${id}:casual`);
  });

  it('raises the counters a save of each kind changes, under the same names', async () => {
    const versions = (keys: string[]) =>
      queryRows<{ board: string }>(
        database.db,
        sql`select board from board_versions where board = any(${sql.param(keys)}::text[]) order by board`,
      );
    await database.db.execute(
      sql`select notify_board_changes_of(${JSON.stringify([{ locationId: 7, eventId: 9, official: true }])}::jsonb)`,
    );
    expect((await versions([locationBoardKey(7), locationBoardKey(7, true), eventBoardKey(9)])).length).toBe(
      3,
    );
    expect(await versions([locationBoardKey(7, false)])).toEqual([]);
  });
});
