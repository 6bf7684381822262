import { type SQL, sql } from 'drizzle-orm';
import type { ComparedSplit } from '../../../shared/splits';
import { queryRows } from '../../db/client';
import type { Deps } from '../deps';
import { activeCompetitor, type BoardRecord, boardRowColumns, eventFigures, onEventBoard } from './board-sql';

/** Where a just-saved time stands (the answer of a member save and of a referee recording). */
export interface PlacedTime {
  /** The competitor's place by their best time on the board (all time) after this save. */
  standing: number;
  /** The saved time, with the place this time alone would take. */
  record: BoardRecord;
  /** No earlier time of the competitor on this board is as fast (true for their first). */
  personalBest: boolean;
  /** The run's splits against the competitor's earlier ones; empty for a run saved without splits. */
  splits: ComparedSplit[];
  /** The board rule counts the saved run (`times.counts`); false: it stays in the saver's own results. */
  onBoard: boolean;
}

/**
 * The board a saved time is placed on: a location's casual board or an event's (official) board. Which
 * of its times count is the board rule's (`times.counts`, migration 0016).
 */
type PlacedScope = { locationId: number; official: false } | { eventId: number };

interface PlacedTimeArgs {
  /** The id, or (in the statement that inserts the time) an expression reading it. */
  timeId: number | SQL;
  userId: number;
  scope: PlacedScope;
  duration: number;
}

const onBoard = (scope: PlacedScope): SQL =>
  'eventId' in scope
    ? onEventBoard(scope.eventId)
    : sql`t.location_id = ${scope.locationId} and not t.official and t.counts`;

/** What the board ranks of a time `t`: its duration, or at an event its format's measure (joined as `e`). */
const measureOf = (scope: PlacedScope): SQL =>
  'eventId' in scope ? eventFigures().measure : sql`t.duration`;

/**
 * Each competitor's best on the board, as (user_id, best). A location board's are kept in board_bests
 * (migration 0014; its trigger has already counted the time just inserted): one range of a few
 * thousand rows. An event board's are grouped from its times, by its format's measure.
 */
function bestsOnBoard(scope: PlacedScope): SQL {
  return 'eventId' in scope
    ? sql`select t.user_id, min(${measureOf(scope)}) as best from times t join events e on e.id = t.event_id
        where ${onBoard(scope)} group by t.user_id`
    : sql`select k.user_id, k.duration as best from board_bests k
        where k.location_id = ${scope.locationId} and not k.official`;
}

/**
 * The saved time as a board row, with the place this time alone takes (`standing`) and the saver's
 * place by their best (`bestStanding`): both count the other active competitors whose best is faster.
 * `saved` is where the time's row is read: `times`, or the insert step of the statement that saves
 * it, whose other reads see the board as it was before the time (the answer counts the time itself
 * only through `duration`, so it is the same either way).
 */
export function placedTimeQuery(
  { timeId, userId, scope, duration }: PlacedTimeArgs,
  saved = sql`times`,
): SQL {
  const atEvent = 'eventId' in scope;
  // An event's measure comes from the saved row and its event's format, read once; a location's is the duration.
  const measure = atEvent ? sql`(select measure from saved_measure)` : sql`${duration}`;
  const savedMeasure = atEvent
    ? sql`saved_measure as materialized (select ${measureOf(scope)} as measure
        from times t join events e on e.id = t.event_id where t.id = ${timeId}),`
    : sql``;
  return sql`
    with bests as not materialized (${bestsOnBoard(scope)}), ${savedMeasure} mine as (
      -- The saved run counts for its saver even when the board leaves it out (a hand-timed run on a
      -- gate-only course), so the answer says where it would stand; onBoard says whether it does.
      select least(min(b.best), ${measure}) as best from bests b where b.user_id = ${userId}
    ), ahead as (
      select b.best from bests b
      where b.user_id <> ${userId} and b.best < ${measure}
        and ${activeCompetitor(sql`b.user_id`)}
    )
    select ${boardRowColumns('s', sql`(1 + (select count(*) from ahead))::int`, atEvent ? eventFigures('s') : undefined)},
      (1 + (select count(*) from ahead, mine where ahead.best < mine.best))::int as "bestStanding",
      ${atEvent ? sql`event_board_counts(s.removed_at)` : sql`s.counts`} as "onBoard",
      not exists (
        select from times t ${atEvent ? sql`join events e on e.id = t.event_id` : sql``}
        where t.user_id = ${userId} and ${onBoard(scope)} and t.id <> ${timeId}
          and ${measureOf(scope)} <= ${measure}
      ) as "personalBest"
    from ${saved} s
    join users u on u.id = s.user_id
    join locations l on l.id = s.location_id
    ${atEvent ? sql`join events e on e.id = s.event_id` : sql``}
    where s.id = ${timeId}`;
}

/** A row of `placedTimeQuery`. */
export type PlacedTimeRow = BoardRecord & { bestStanding: number; personalBest: boolean; onBoard: boolean };

/** Where a saved time stands, from its `placedTimeQuery` row (splits compared by the caller). */
export function placedTimeOf({ bestStanding, personalBest, onBoard, ...record }: PlacedTimeRow): PlacedTime {
  return { standing: bestStanding, record, personalBest, splits: [], onBoard };
}

/** Reads where a time just inserted (in the same transaction) stands. */
export async function placeSavedTime({ db }: Deps<'db'>, args: PlacedTimeArgs): Promise<PlacedTime> {
  const [placed] = await queryRows<PlacedTimeRow>(db, placedTimeQuery(args));
  return placedTimeOf(placed);
}
