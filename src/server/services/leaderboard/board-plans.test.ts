import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { startTestApp, type TestApp } from '../../test/harness';
import { boardQuery } from './list-board';
import { placedTimeQuery } from './place-saved-time';
import { overviewQuery } from './rank-overview';

let t: TestApp;

/**
 * 40,000 times of 2,000 users over 20 parks (with comp times at 2 events each), analysed, so the
 * planner prices the board queries on realistic statistics. bench/leaderboard.ts prints the same
 * plans at 1,000,000 times.
 */
beforeAll(async () => {
  t = await startTestApp();
  const { db } = t.database;
  await db.execute(sql`select setseed(0.5)`);
  await db.execute(sql`
    insert into locations (name, path, street_address, city, state)
    select 'Park ' || g, 'park-' || g, 'Beach Rd', 'Bondi', 'NSW' from generate_series(1, 20) g`);
  await db.execute(sql`
    insert into events (name, path, location_id, start_time, end_time)
    select 'Event ' || l.id || '-' || e, 'event-' || l.id || '-' || e, l.id, now(), now() + interval '1 hour'
    from locations l cross join generate_series(1, 2) e`);
  await db.execute(sql`
    insert into users (user_name, email, password_hash)
    select 'u' || g, 'u' || g || '@example.com', 'x' from generate_series(1, 2000) g`);
  await db.execute(sql`
    insert into times (user_id, location_id, event_id, official, time_started, time_completed, duration)
    select r.user_id, r.location_id, case when r.official then (r.location_id - 1) * 2 + 1 end, r.official,
      r.completed - interval '40 seconds', r.completed, 40000 + r.user_id
    from (
      select 1 + floor(random() * 2000)::int as user_id, 1 + floor(random() * 20)::int as location_id,
        random() < 0.1 as official, now() - random() * interval '700 days' as completed
      from generate_series(1, 40000)
    ) r`);
  // A quarter of the casual runs were timed by a camera gate, half of those witnessed, and park 2's
  // casual boards count only witnessed gate runs.
  await db.execute(
    sql`update times set timing_method = 'gate', witnessed = id % 8 = 0 where not official and id % 4 = 0`,
  );
  await db.execute(sql`update locations set gate_only = true where id = 2`);
  await db.execute(sql`vacuum analyze`);
});
afterAll(() => t.close());

async function plan(query: SQL): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(t.database.db, sql`explain ${query}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('board query plans', () => {
  it('reads an all-time location board index-only from board_bests, already in place order', async () => {
    const text = await plan(boardQuery({ locationId: 1, official: false }, null));
    expect(text).toMatch(/Index Only Scan using board_bests_order on board_bests k/);
    expect(text).not.toMatch(/on times/);
  });

  it('reads a period board through a board index', async () => {
    const since = new Date(Date.now() - 30 * 86_400_000);
    const text = await plan(boardQuery({ locationId: 1, official: false }, since));
    expect(text).toMatch(/times_board_(best|period)/);
    expect(text).not.toMatch(/Seq Scan on times/);
  });

  it('reads an event board from times_event_best', async () => {
    const text = await plan(boardQuery({ eventId: 1 }, null));
    expect(text).toMatch(/times_event_best/);
    expect(text).not.toMatch(/Seq Scan on times/);
  });

  it('walks each period overview board down times_board_fastest, resuming after the last pick', async () => {
    const text = await plan(overviewQuery(new Date(Date.now() - 7 * 86_400_000)));
    const steps = text.match(/Index Only Scan using times_board_fastest on times t\w*/g) ?? [];
    expect(steps).toHaveLength(2);
    expect(text).toMatch(
      /Index Cond: .*ROW\(duration, time_completed, user_id\) > ROW\(\w+\.duration, \w+\.time_completed, \w+\.user_id\)/,
    );
    // The picks' ids come from times_board_best, one key lookup each; nothing reads a whole board.
    expect(text).toMatch(/Index Only Scan using times_board_best on times s/);
    expect(text).not.toMatch(/Seq Scan on times|Bitmap Heap Scan on times|times_board_period/);
  });

  it('takes the all-time overview from the first kept bests of each board', async () => {
    const text = await plan(overviewQuery(null));
    expect(text).toMatch(/Index Only Scan using board_bests_order on board_bests k/);
    expect(text).not.toMatch(/on times/);
  });

  it('counts a standing over the faster kept bests of board_bests', async () => {
    const text = await plan(
      placedTimeQuery({
        timeId: 1,
        userId: 1,
        scope: { locationId: 1, official: false },
        duration: 40_500,
      }),
    );
    expect(text).toMatch(/Index Only Scan using board_bests_order on board_bests k/);
    expect(text).toMatch(/Index Cond: .*duration < 40500/);
    expect(text).not.toMatch(/Seq Scan on (times|board_bests)/);
  });

  it('reads a gate-only board as any other: its kept bests, its period over the times that count', async () => {
    const board = await plan(boardQuery({ locationId: 2, official: false }, null));
    expect(board).toMatch(/Index Only Scan using board_bests_order on board_bests k/);
    expect(board).not.toMatch(/on times/);
    const since = new Date(Date.now() - 30 * 86_400_000);
    const month = await plan(boardQuery({ locationId: 2, official: false }, since));
    expect(month).toMatch(/times_board_(best|period)/);
    expect(month).not.toMatch(/Seq Scan on times/);
    const scope = { locationId: 2, official: false as const };
    const placed = await plan(placedTimeQuery({ timeId: 4, userId: 1, scope, duration: 40_500 }));
    expect(placed).toMatch(/Index Only Scan using board_bests_order on board_bests k/);
    expect(placed).not.toMatch(/Seq Scan on (times|board_bests)/);
  });
});
