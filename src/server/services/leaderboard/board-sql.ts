import { type SQL, sql } from 'drizzle-orm';
import type { TimingMethod } from '../../../shared/timing-method';

/**
 * A board entry as ranked: the time, its competitor and its place. A board of thousands is ranked in
 * one narrow query; the rest of a row is read for the rows a page shows (read-board-details.ts).
 */
export interface BoardEntry {
  id: number;
  userId: number;
  duration: number;
  standing: number;
}

/** One board row in full; the presenter turns it into a LeaderboardRow. */
export interface BoardRecord extends BoardEntry {
  userName: string;
  photoUrl: string | null;
  startedMs: number;
  completedMs: number;
  official: boolean;
  timingMethod: TimingMethod;
  /** The server saw the run happen: a witnessed gate run or a referee's time. */
  witnessed: boolean;
  locationId: number;
  locationName: string;
  locationPath: string;
}

/**
 * Which times make up a board: a location's casual or competitive board, or an event's. Which of
 * those times count (removed runs, the plausible minimum, gate-only courses) is the board rule's,
 * kept per time in `times.counts` (migration 0016): a board reads only times that count.
 */
export type BoardScope = { locationId: number; official: boolean } | { eventId: number };

/** Epoch milliseconds: the same JS number from PGlite and node-postgres (which return timestamps as text). */
export const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** The times of `scope`'s board that count (the alias `t` is a `times` row). */
function scopeFilter(scope: BoardScope): SQL {
  return 'eventId' in scope
    ? sql`t.event_id = ${scope.eventId} and t.official and t.counts`
    : sql`t.location_id = ${scope.locationId} and t.official = ${scope.official} and t.counts`;
}

/**
 * The competitor of `userColumn` is not disabled: disabled users' times stay stored but leave every
 * board, and this is the one way a query says so. The list of disabled users is an uncorrelated
 * subquery, read once per query (an InitPlan), and each row is checked against it as a filter: an
 * index scan keeps its order (DISTINCT ON and a walk's `limit 1` need no sort), and a recursive
 * walk's step is priced as a comparison, not as a scan of users (`not in (select …)` there once pushed
 * the overview's estimate past the JIT threshold: docs/performance.md).
 */
export const activeCompetitor = (userColumn: SQL) =>
  sql`${userColumn} <> all(array(select id from users where disabled))`;

/**
 * Board order, the one tie-break of every ranking: the smaller `measure` first (a duration, or a
 * segment), an equal one the earlier completion first, then the lower `id`. `id` names the
 * competitor where each has one row (bests, a walk's picks) and the time among one competitor's runs.
 * Written out column by column, so an index in this order serves it (and `(…) > (…)` compares rows).
 * The kept bests' trigger (migration 0014) keeps a competitor's best in the same order.
 */
export function boardOrder(
  alias: string,
  {
    measure = 'duration',
    id = 'id',
  }: { measure?: 'duration' | 'segment_ms'; id?: 'id' | 'user_id' | 'time_id' } = {},
): SQL {
  return sql.raw(`${alias}.${measure}, ${alias}.time_completed, ${alias}.${id}`);
}

/** Board order of segments (Segments, gold): time_splits rows, one per time and obstacle. */
export const segmentOrder = (alias: string) => boardOrder(alias, { measure: 'segment_ms', id: 'time_id' });

export function sinceFilter(since: Date | null): SQL {
  return since ? sql`and t.time_completed >= ${since.toISOString()}::timestamptz` : sql``;
}

/**
 * Each competitor's best time on a board: the first row per user in (duration, completion, id)
 * order. It reads only columns of times_board_best, so a location board is an index-only scan
 * already in DISTINCT ON order (no sort, no heap visits). Disabled users drop out here, before
 * ranking (a hashed list built once per query).
 */
export function bestPerCompetitor(scope: BoardScope, since: Date | null): SQL {
  return sql`
    select distinct on (t.user_id) t.id, t.user_id, t.location_id, t.official, t.duration,
      t.time_started, t.time_completed, t.timing_method, t.witnessed
    from times t
    where ${scopeFilter(scope)} ${sinceFilter(since)}
      and ${activeCompetitor(sql`t.user_id`)}
    order by t.user_id, ${boardOrder('t')}`;
}

/**
 * Each competitor's best on a location board over all time, as board_bests keeps it (migrations 0014
 * and 0016: of the times that count). A few thousand rows instead of every time of the park; disabled
 * competitors drop out here, as in bestPerCompetitor.
 */
export function keptBestPerCompetitor(board: { locationId: number; official: boolean }): SQL {
  return sql`
    select k.time_id as id, k.user_id, k.location_id, k.official, k.duration, k.time_started, k.time_completed,
      k.timing_method, k.witnessed
    from board_bests k
    where k.location_id = ${board.locationId} and k.official = ${board.official}
      and ${activeCompetitor(sql`k.user_id`)}`;
}

/**
 * The columns of a BoardRecord: from the time aliased `time` (a `times` row or a ranked best of one),
 * `u` (its user) and `l` (its location), with the place given by `standing`.
 */
export function boardRowColumns(time: string, standing: SQL): SQL {
  const t = sql.raw(time);
  return sql`
  ${t}.id, ${t}.user_id as "userId", u.user_name as "userName", u.photo_url as "photoUrl", ${t}.duration,
  ${epochMs(sql`${t}.time_started`)} as "startedMs", ${epochMs(sql`${t}.time_completed`)} as "completedMs",
  ${t}.official, ${t}.timing_method as "timingMethod", ${t}.witnessed, l.id as "locationId", l.name as "locationName", l.path as "locationPath", ${standing} as standing`;
}

/**
 * The board's entries from a best-per-competitor subquery, in place order (fastest first; equal
 * durations list the earlier completion first), as one text value of comma-separated
 * `id,userId,duration` triples (`board`, null for an empty board); `entriesOf` reads it and gives
 * the places. One value instead of a row per competitor, and no window function or JSON built per
 * row: the embedded database's driver parses rows several times slower, and rank() and
 * json_build_array were two fifths of the query (docs/performance.md, "Cold boards").
 * `oldestMs` is when the oldest counted best was completed: a rolling board stays as ranked until it
 * leaves the window (another time leaving changes no one's best).
 */
export function rankedBoardEntries(best: SQL): SQL {
  return sql`
    select string_agg(b.id || ',' || b.user_id || ',' || b.duration, ','
      order by ${boardOrder('b', { id: 'user_id' })}) as board,
      ${epochMs(sql`min(b.time_completed)`)} as "oldestMs"
    from (${best}) b`;
}

/** What `rankedBoardEntries` answers. */
export interface RankedBoardRow {
  board: string | null;
  oldestMs: number | null;
}

/**
 * The entries of `rankedBoardEntries`' text, with their places: ties share a place (rank: 1, 2, 2, 4).
 */
export function entriesOf(board: string | null): BoardEntry[] {
  if (!board) return [];
  const numbers = board.split(',');
  const entries: BoardEntry[] = new Array(numbers.length / 3);
  for (let index = 0; index < entries.length; index += 1) {
    const duration = Number(numbers[index * 3 + 2]);
    const previous = entries[index - 1];
    entries[index] = {
      id: Number(numbers[index * 3]),
      userId: Number(numbers[index * 3 + 1]),
      duration,
      standing: previous && previous.duration === duration ? previous.standing : index + 1,
    };
  }
  return entries;
}
