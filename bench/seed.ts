import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/server/db/client';
import { insertSplitsOf } from '../src/server/ops/seed/splits';

export interface SeedShape {
  times: number;
  users: number;
  locations: number;
  /** Events per location; comp (official) times belong to them. */
  eventsPerLocation: number;
  /** Completion times spread over this many days before `now`. */
  days: number;
  /** Obstacles of each park's course (from a shared set of 12 pieces of equipment). */
  obstacles: number;
  /** Share of the times that carry splits (0 to 1). */
  splitShare: number;
  /**
   * Share of the official times that carry a referee's marks (0 to 1; none when absent): the events
   * numbered 2 and 3 of each park are scored by obstacles and with penalties, and their marked times
   * make up this share of all official times.
   */
  markShare?: number;
  now: Date;
}

/**
 * Bulk data in a few set-based statements (generate_series), deterministic through setseed.
 * Each user has a home park (90 % of their runs, else a random park) and a skill (a 30–150 s base
 * time plus up to 20 s of noise); 10 % of runs are comp runs at one of the park's events; completions
 * spread evenly over `days`. Users are b1…bN, all with `passwordHash`. Each park's course has
 * `obstacles` pieces of equipment in its own order, and `splitShare` of the times carry splits.
 */
export async function seedBench(db: Db, shape: SeedShape, passwordHash: string): Promise<void> {
  const now = shape.now.toISOString();
  await db.execute(sql`
    insert into locations (name, path, street_number, street_address, city, state)
    select 'Bench Park ' || g, 'bench-park-' || g, g::text, 'Beach Rd', 'Bondi',
      (array['ACT','NSW','NT','QLD','SA','TAS','VIC','WA'])[1 + g % 8]
    from generate_series(1, ${shape.locations}) g`);
  await db.execute(sql`
    insert into events (name, path, location_id, start_time, end_time, format, penalty_seconds)
    select 'Bench Event ' || l.id || '-' || e, 'bench-event-' || l.id || '-' || e, l.id,
      ${now}::timestamptz - e * 30 * interval '1 day',
      ${now}::timestamptz - e * 30 * interval '1 day' + interval '8 hours',
      case when ${(shape.markShare ?? 0) > 0} and e = 2 then 'obstacles'
        when ${(shape.markShare ?? 0) > 0} and e = 3 then 'penalty' else 'time' end,
      case when ${(shape.markShare ?? 0) > 0} and e = 3 then 30 end
    from locations l cross join generate_series(1, ${shape.eventsPerLocation}) e`);
  await db.execute(sql`
    insert into users (user_name, email, password_hash, email_confirmed, photo_url)
    select 'b' || g, 'b' || g || '@bench.test', ${passwordHash}, true,
      case when g % 3 = 0 then '/uploads/photos/' || g || '.webp' end
    from generate_series(1, ${shape.users}) g`);

  // Building the secondary indexes once after the load is several times faster than maintaining
  // them row by row; the definitions are read back from the catalogue so they stay the migration's.
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where tablename = 'times' and indexname <> 'times_pkey'`,
  );
  await db.transaction(async (tx) => {
    for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
    // Foreign keys are certain here (ids come from the rows just inserted); skip their per-row triggers.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`select setseed(0.42)`);
    await tx.execute(sql`
      insert into times (user_id, location_id, event_id, official, time_started, time_completed, duration, recorded_by_id)
      select r.user_id, r.location_id, case when r.official then ev.first_id + r.event_pick end, r.official,
        r.completed - r.duration * interval '1 millisecond', r.completed, r.duration, r.user_id
      from (
        select u.user_id,
          case when random() < 0.9 then 1 + u.user_id % ${shape.locations}
            else 1 + floor(random() * ${shape.locations})::int end as location_id,
          random() < 0.1 as official,
          floor(random() * ${shape.eventsPerLocation})::int as event_pick,
          (30000 + (u.user_id * 7919) % 120000 + floor(random() * 20000))::int as duration,
          ${now}::timestamptz - random() * ${shape.days} * interval '1 day' as completed
        from (select 1 + floor(random() * ${shape.users})::int as user_id from generate_series(1, ${shape.times})) u
      ) r
      join (select location_id, min(id) as first_id from events group by location_id) ev
        on ev.location_id = r.location_id`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    // The replica role above also kept the triggers that keep each competitor's best from firing.
    await tx.execute(sql`select rebuild_board_bests()`);
  });
  await seedSplits(db, shape);
  if (shape.markShare) await seedMarks(db, shape.markShare);
  // Sets the visibility map too, so board reads can be index-only as on a long-running database.
  await db.execute(sql`vacuum analyze`);
}

/**
 * Each park's course, then splits (as the demo's, src/server/ops/seed/splits.ts) for every time whose
 * id falls in `splitShare` (by id, so the same times on every run). The time_splits indexes are built
 * after the load, as the times' are.
 */
async function seedSplits(db: Db, shape: SeedShape): Promise<void> {
  const kinds = 12;
  await db.execute(sql`
    insert into equipment (name, path)
    select 'Bench Obstacle ' || g, 'bench-obstacle-' || g from generate_series(1, ${kinds}) g`);
  await db.execute(sql`
    insert into site_equipment (location_id, equipment_id, index)
    select l.id, e.first_id + (l.id * 5 + k) % ${kinds}, k
    from locations l
    cross join generate_series(0, ${shape.obstacles - 1}) k
    cross join (select min(id) as first_id from equipment where path like 'bench-obstacle-%') e`);
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where tablename = 'time_splits' and indexname <> 'time_splits_pkey'`,
  );
  const share = Math.round(shape.splitShare * 1000);
  await db.transaction(async (tx) => {
    for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
    await tx.execute(sql`set local session_replication_role = replica`);
    await insertSplitsOf(tx, sql`(t.id::bigint * 7919) % 1000 < ${share}`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
  });
}

/**
 * A referee's marks (src/shared/event-format.ts) on official times at the events scored by obstacles
 * or penalties, `share` of all official times (by id, so the same times on every run): each obstacle
 * cleared 85 % of the time, an obstacles event's marks ending at the first fail. The times then keep
 * what boards rank of them, as a save stores it (its triggers take a failed run off the park's boards).
 */
async function seedMarks(db: Db, share: number): Promise<void> {
  const [{ scored }] = await queryRows<{ scored: number }>(
    db,
    sql`select (count(*) filter (where e.format <> 'time'))::float8 / greatest(count(*), 1) as scored
        from times t join events e on e.id = t.event_id where t.official`,
  );
  const perMille = Math.min(1000, Math.round((share / Math.max(scored, 0.01)) * 1000));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.2)`);
    await tx.execute(sql`
      insert into time_marks (time_id, position, equipment_id, cleared, ms)
      select t.id, s.index, s.equipment_id, random() < 0.85,
        greatest(1, floor(t.duration::float8 * (s.index + 1) / (c.obstacles + 1)))::int
      from times t
      join events e on e.id = t.event_id and e.format <> 'time'
      join site_equipment s on s.location_id = t.location_id
      join (select location_id, count(*) as obstacles from site_equipment group by location_id) c
        on c.location_id = t.location_id
      where t.official and (t.id::bigint * 7919) % 1000 < ${perMille}`);
    await tx.execute(sql`
      delete from time_marks m using times t, events e
      where t.id = m.time_id and e.id = t.event_id and e.format = 'obstacles'
        and exists (select from time_marks f where f.time_id = m.time_id and not f.cleared and f.position < m.position)`);
    await tx.execute(sql`
      with f as (
        select time_id, count(*) filter (where cleared) as cleared,
          coalesce(min(position) filter (where not cleared), count(*)) as reached
        from time_marks group by time_id
      )
      update times t set course_obstacles = c.obstacles, obstacles_cleared = f.cleared, obstacles_reached = f.reached,
        reached_ms = (select m.ms from time_marks m where m.time_id = f.time_id and m.position = f.reached - 1)
      from f, (select location_id, count(*) as obstacles from site_equipment group by location_id) c
      where t.id = f.time_id and c.location_id = t.location_id`);
  });
}
