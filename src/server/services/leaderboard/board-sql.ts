import { type SQL, sql } from 'drizzle-orm';
import type { TimingMethod } from '../../../shared/timing-method';

/**
 * A board entry as ranked: the time, its competitor and its place. A board of thousands is ranked in
 * one narrow query; the rest of a row is read for the rows a page shows (read-board-details.ts).
 */
export interface BoardEntry {
  id: number;
  userId: number;
  /** What the board ranks, smaller first: the duration, or at an event its format's `board_measure`. */
  measure: number;
  standing: number;
}

/** One board row in full; the presenter turns it into a LeaderboardRow. */
export interface BoardRecord extends BoardEntry {
  duration: number;
  /** As the event's format counts them (`run_obstacles_cleared`): null at a time trial and off events. */
  obstaclesCleared: number | null;
  /** Added for failed obstacles at a penalty event (`run_penalty_ms`); 0 elsewhere. */
  penaltyMs: number;
  /** The figure the board ranks (`run_ranked_ms`): the duration on a location's board. */
  rankedMs: number;
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

/**
 * The times of an event's board: its official times that count there (`event_board_counts`, migration
 * 0020: a run with a failed obstacle counts at its event, not on its location's boards).
 */
export function onEventBoard(eventId: number, alias = 't'): SQL {
  const t = sql.raw(alias);
  return sql`${t}.event_id = ${eventId} and ${t}.official and event_board_counts(${t}.removed_at)`;
}

/** What a board row shows of its time's place on the board (BoardRecord's figures), as SQL. */
interface RowFigures {
  measure: SQL;
  obstaclesCleared: SQL;
  penaltyMs: SQL;
  rankedMs: SQL;
}

/**
 * The figures of the time aliased `time` by the format of the event aliased `e` (migration 0020):
 * `measure`, what its board ranks (`board_measure`, THE order of an event), and what a row shows.
 */
export function eventFigures(time = 't'): RowFigures {
  const t = sql.raw(time);
  const marks = sql`${t}.course_obstacles, ${t}.obstacles_cleared`;
  return {
    measure: sql`board_measure(e.format, e.penalty_seconds, ${t}.duration, ${marks}, ${t}.obstacles_reached, ${t}.reached_ms)`,
    obstaclesCleared: sql`run_obstacles_cleared(e.format, ${marks}, ${t}.obstacles_reached)`,
    penaltyMs: sql`run_penalty_ms(e.format, e.penalty_seconds, ${marks})`,
    rankedMs: sql`run_ranked_ms(e.format, e.penalty_seconds, ${t}.duration, ${marks}, ${t}.reached_ms)`,
  };
}

/** A location's boards rank whole runs by their time (a run with a failed obstacle is not on them). */
export function locationFigures(time = 't'): RowFigures {
  const duration = sql.raw(`${time}.duration`);
  return { measure: duration, obstaclesCleared: sql`null::int`, penaltyMs: sql`0`, rankedMs: duration };
}

/** The times of `scope`'s board that count (the alias `t` is a `times` row). */
function scopeFilter(scope: BoardScope): SQL {
  return 'eventId' in scope
    ? onEventBoard(scope.eventId)
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
  }: { measure?: 'duration' | 'segment_ms' | 'measure'; id?: 'id' | 'user_id' | 'time_id' } = {},
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
  if ('eventId' in scope) return eventBestPerCompetitor(scope.eventId, since);
  return sql`
    select distinct on (t.user_id) t.id, t.user_id, t.duration as measure, t.time_completed
    from times t
    where ${scopeFilter(scope)} ${sinceFilter(since)}
      and ${activeCompetitor(sql`t.user_id`)}
    order by t.user_id, ${boardOrder('t')}`;
}

/**
 * Each competitor's best at an event by its format's measure (a competitor's best run is their best by
 * the event's rule): an event's few hundred times are read with their event's row and sorted.
 */
function eventBestPerCompetitor(eventId: number, since: Date | null): SQL {
  return sql`
    select distinct on (t.user_id) t.id, t.user_id, ${eventFigures().measure} as measure, t.time_completed
    from times t
    join events e on e.id = t.event_id
    where ${onEventBoard(eventId)} ${sinceFilter(since)} and ${activeCompetitor(sql`t.user_id`)}
    order by t.user_id, measure, t.time_completed, t.id`;
}

/**
 * Each competitor's best on a location board over all time, as board_bests keeps it (migrations 0014
 * and 0016: of the times that count). A few thousand rows instead of every time of the park; disabled
 * competitors drop out here, as in bestPerCompetitor.
 */
export function keptBestPerCompetitor(board: { locationId: number; official: boolean }): SQL {
  return sql`
    select k.time_id as id, k.user_id, k.duration as measure, k.time_completed
    from board_bests k
    where k.location_id = ${board.locationId} and k.official = ${board.official}
      and ${activeCompetitor(sql`k.user_id`)}`;
}

/**
 * The columns of a BoardRecord: from the time aliased `time` (a `times` row or a ranked best of one),
 * `u` (its user) and `l` (its location), with the place given by `standing`; an event's row takes its
 * figures from the event aliased `e` (`eventFigures`), any other board's are its time's.
 */
export function boardRowColumns(time: string, standing: SQL, figures = locationFigures(time)): SQL {
  const t = sql.raw(time);
  return sql`
  ${t}.id, ${t}.user_id as "userId", u.user_name as "userName", u.photo_url as "photoUrl", ${t}.duration,
  ${figures.measure}::float8 as measure, ${figures.obstaclesCleared} as "obstaclesCleared",
  ${figures.penaltyMs} as "penaltyMs", ${figures.rankedMs} as "rankedMs",
  ${epochMs(sql`${t}.time_started`)} as "startedMs", ${epochMs(sql`${t}.time_completed`)} as "completedMs",
  ${t}.official, ${t}.timing_method as "timingMethod", ${t}.witnessed, l.id as "locationId", l.name as "locationName", l.path as "locationPath", ${standing} as standing`;
}

/**
 * The board's entries from a best-per-competitor subquery, in place order (fastest first; equal
 * durations list the earlier completion first), as one text value of comma-separated
 * `id,userId,measure` triples (`board`, null for an empty board); `entriesOf` reads it and gives
 * the places. One value instead of a row per competitor, and no window function or JSON built per
 * row: the embedded database's driver parses rows several times slower, and rank() and
 * json_build_array were two fifths of the query (docs/performance.md, "Cold boards").
 * `oldestMs` is when the oldest counted best was completed: a rolling board stays as ranked until it
 * leaves the window (another time leaving changes no one's best).
 */
export function rankedBoardEntries(best: SQL): SQL {
  return sql`
    select string_agg(b.id || ',' || b.user_id || ',' || b.measure, ','
      order by ${boardOrder('b', { measure: 'measure', id: 'user_id' })}) as board,
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
    const measure = Number(numbers[index * 3 + 2]);
    const previous = entries[index - 1];
    entries[index] = {
      id: Number(numbers[index * 3]),
      userId: Number(numbers[index * 3 + 1]),
      measure,
      standing: previous && previous.measure === measure ? previous.standing : index + 1,
    };
  }
  return entries;
}
