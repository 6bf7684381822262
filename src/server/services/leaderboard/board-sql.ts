import { SQL, sql } from 'drizzle-orm';

/** One board row as the SQL below returns it; the presenter turns it into a LeaderboardRow. */
export interface BoardRecord {
  id: number;
  userId: number;
  userName: string;
  photoUrl: string | null;
  duration: number;
  startedMs: number;
  completedMs: number;
  official: boolean;
  locationId: number;
  locationName: string;
  locationPath: string;
  standing: number;
}

/** Which times make up a board. */
export type BoardScope = { locationId: number; official: boolean } | { eventId: number };

/** Epoch milliseconds: the same JS number from PGlite and node-postgres (which return timestamps as text). */
export const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

export function scopeFilter(scope: BoardScope): SQL {
  return 'eventId' in scope
    ? sql`t.event_id = ${scope.eventId} and t.official`
    : sql`t.location_id = ${scope.locationId} and t.official = ${scope.official}`;
}

export function sinceFilter(since: Date | null): SQL {
  return since ? sql`and t.time_completed >= ${since.toISOString()}::timestamptz` : sql``;
}

/**
 * Each competitor's best time on a board: the first row per user in (duration, completion) order.
 * It reads only columns of times_board_best, so a location board is an index-only scan already in
 * DISTINCT ON order (no sort, no heap visits); id and start are looked up for the rows shown only.
 * Disabled users drop out here, before ranking (a hashed list built once per query).
 */
export function bestPerCompetitor(scope: BoardScope | SQL, since: Date | null): SQL {
  const filter = scope instanceof SQL ? scope : scopeFilter(scope);
  return sql`
    select distinct on (t.user_id) t.user_id, t.location_id, t.official, t.duration, t.time_completed
    from times t
    where ${filter} ${sinceFilter(since)}
      and t.user_id not in (select id from users where disabled)
    order by t.user_id, t.duration, t.time_completed`;
}

/**
 * The board's rows from a best-per-competitor subquery: ties share a place (rank: 1, 2, 2, 4) and
 * equal durations list the earlier completion first. With `limit`, only the top rows are looked up.
 */
export function rankedBoardRows(best: SQL, limit?: number): SQL {
  return sql`
    select s.id, r.user_id as "userId", u.user_name as "userName", u.photo_url as "photoUrl", r.duration,
      ${epochMs(sql`s.time_started`)} as "startedMs", ${epochMs(sql`r.time_completed`)} as "completedMs",
      r.official, l.id as "locationId", l.name as "locationName", l.path as "locationPath", r.standing
    from (
      select b.*, (rank() over (order by b.duration))::int as standing
      from (${best}) b
      order by b.duration, b.time_completed, b.user_id
      ${limit ? sql`limit ${limit}` : sql``}
    ) r
    join users u on u.id = r.user_id
    join locations l on l.id = r.location_id
    cross join lateral (
      select s.id, s.time_started from times s
      where s.user_id = r.user_id and s.time_completed = r.time_completed
        and s.location_id = r.location_id and s.official = r.official and s.duration = r.duration
      order by s.id
      limit 1
    ) s
    order by r.duration, r.time_completed, r.user_id`;
}
