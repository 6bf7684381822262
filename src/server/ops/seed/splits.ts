import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import { insertTimeSplits } from '../../services/leaderboard/insert-time-splits';
import { courseKey } from '../../services/leaderboard/split-course';

/**
 * Splits for the times `chosen` picks (a condition on `t`, a row of times) at locations with a
 * course: each duration cut at weights drawn from the time's id (0.5 to 1.5 per obstacle), the last
 * split equal to the duration, so every run of a seed gives the same splits. Each course's key is
 * `courseKey`'s, as a save stores it. One statement for every time; the demo seed and the benches
 * (bench/seed.ts) both load splits with it.
 */
export async function insertSplitsOf(tx: Tx, chosen: SQL): Promise<void> {
  const obstacles = await queryRows<{ locationId: number; equipmentId: number }>(
    tx,
    sql`select location_id as "locationId", equipment_id as "equipmentId" from site_equipment
        order by location_id, index, id`,
  );
  const courses = new Map<number, number[]>();
  for (const { locationId, equipmentId } of obstacles) {
    const course = courses.get(locationId) ?? [];
    course.push(equipmentId);
    courses.set(locationId, course);
  }
  if (courses.size === 0) return;
  const locationIds = sql.param([...courses.keys()]);
  const keys = sql.param([...courses.values()].map(courseKey));
  await tx.execute(
    insertTimeSplits(sql`
    with course as (
      select c.location_id, c.key, string_to_array(c.key, ',')::int[] as ids
      from unnest(${locationIds}::int[], ${keys}::text[]) as c(location_id, key)
    ), drawn as (
      select t.id, t.user_id, t.location_id, t.time_completed, t.duration, c.ids, c.key, g.position,
        0.5 + ((t.id::bigint * 37 + g.position * 101) % 97) / 97.0 as weight
      from times t
      join course c on c.location_id = t.location_id
      cross join lateral generate_series(0, cardinality(c.ids) - 1) g(position)
      where ${chosen}
    ), weighted as (
      select d.*, sum(d.weight) over (partition by d.id order by d.position) as upto,
        sum(d.weight) over (partition by d.id) as total
      from drawn d
    ), cut as (
      select w.*, case when w.position = cardinality(w.ids) - 1 then w.duration
        else floor(w.duration * w.upto / w.total)::int end as ms
      from weighted w
    )
    select id, position, ids[position + 1], ms, ms - coalesce(lag(ms) over (partition by id order by position), 0),
      user_id, location_id, key, time_completed
    from cut`),
  );
}

/**
 * Splits for the demo's runs on courses with obstacles: every run of the demo member from the last
 * two months (so My Results shows a history), and every third run of the others.
 */
export async function insertDemoSplits(tx: Tx, now: Date): Promise<void> {
  await insertSplitsOf(
    tx,
    sql`(t.user_id in (select id from users where user_name = 'member')
      and t.time_completed > ${now.toISOString()}::timestamptz - interval '60 days') or t.id % 3 = 0`,
  );
}
