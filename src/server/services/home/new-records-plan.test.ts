import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { startTestApp, type TestApp } from '../../test/harness';
import { newRecordsQuery } from './new-records';

let t: TestApp;

/** 8,000 casual times of 500 users over 30 parks, analysed, so the planner prices on real statistics. */
beforeAll(async () => {
  t = await startTestApp();
  const { db } = t.database;
  await db.execute(sql`select setseed(0.25)`);
  await db.execute(sql`
    insert into locations (name, path, street_address, city, state)
    select 'Park ' || g, 'park-' || g, 'Beach Rd', 'Bondi', 'NSW' from generate_series(1, 30) g`);
  await db.execute(sql`
    insert into users (user_name, email, password_hash)
    select 'u' || g, 'u' || g || '@example.com', 'x' from generate_series(1, 500) g`);
  await db.execute(sql`
    insert into times (user_id, location_id, time_started, time_completed, duration)
    select r.user_id, r.location_id, r.completed - interval '40 seconds', r.completed, 40000 + r.user_id
    from (
      select 1 + floor(random() * 500)::int as user_id, 1 + floor(random() * 30)::int as location_id,
        now() - random() * interval '400 days' as completed
      from generate_series(1, 8000)
    ) r`);
  await db.execute(sql`vacuum analyze`);
});
afterAll(() => t.close());

describe("Home's new records", () => {
  it("take each location's first kept best from board_bests_order, never reading times", async () => {
    const rows = await queryRows<{ 'QUERY PLAN': string }>(
      t.database.db,
      sql`explain ${newRecordsQuery(new Date(Date.now() - 7 * 86_400_000))}`,
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index (Only )?Scan using board_bests_order on board_bests k/);
    expect(plan).not.toMatch(/Seq Scan on board_bests/);
    expect(plan).not.toMatch(/on times/);
  });
});
