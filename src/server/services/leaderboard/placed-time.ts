import { type SQL, sql } from 'drizzle-orm';
import type { ComparedSplit } from '../../../shared/splits';
import { queryRows } from '../../db/client';
import type { Deps } from '../deps';
import { activeCompetitor, type BoardRecord, boardRowColumns, plausibleFilter } from './board-sql';

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
}

/**
 * The board a saved time counts on: a location's casual board (times under its plausible minimum
 * are not on it, nor, on a gate-only course, hand-timed ones), or an event's (official) board.
 */
export type PlacedScope =
  | { locationId: number; official: false; minimumMs: number; gateOnly: boolean }
  | { eventId: number };

interface PlacedTimeArgs {
  timeId: number;
  userId: number;
  scope: PlacedScope;
  duration: number;
}

const onBoard = (scope: PlacedScope): SQL =>
  'eventId' in scope
    ? sql`t.event_id = ${scope.eventId} and t.official`
    : sql`t.location_id = ${scope.locationId} and not t.official${plausibleFilter(scope)}`;

/**
 * The saver's own runs that count: those on the board, and the saved one even when the board leaves
 * it out (a hand-timed run on a gate-only course), so its answer says where it would stand.
 */
const mineOnBoard = (scope: PlacedScope, timeId: number): SQL =>
  'gateOnly' in scope && scope.gateOnly ? sql`(${onBoard(scope)} or t.id = ${timeId})` : onBoard(scope);

/**
 * The saved time as a board row, with the place this time alone takes (`standing`) and the saver's
 * place by their best (`bestStanding`). "Strictly faster best" = has any time on the board faster
 * than the threshold, so the competitors ahead are read in one pass over a range of
 * times_board_fastest (or of the event's index) holding only the faster entries, grouped by
 * competitor (a hash of a few thousand, not a sort of every faster time, as two count(distinct) were);
 * both places count those groups.
 */
export function placedTimeQuery({ timeId, userId, scope, duration }: PlacedTimeArgs): SQL {
  return sql`
    with mine as (
      select min(t.duration) as best from times t
      where t.user_id = ${userId} and ${mineOnBoard(scope, timeId)}
    ), ahead as (
      select t.user_id, min(t.duration) as best from times t
      where ${onBoard(scope)} and t.user_id <> ${userId}
        and t.duration < ${duration}
        and ${activeCompetitor(sql`t.user_id`)}
      group by t.user_id
    )
    select ${boardRowColumns('s', sql`(1 + (select count(*) from ahead))::int`)},
      (1 + (select count(*) from ahead, mine where ahead.best < mine.best))::int as "bestStanding",
      not exists (
        select from times t
        where t.user_id = ${userId} and ${onBoard(scope)} and t.id <> ${timeId} and t.duration <= ${duration}
      ) as "personalBest"
    from times s
    join users u on u.id = s.user_id
    join locations l on l.id = s.location_id
    where s.id = ${timeId}`;
}

/** Reads where a time just inserted (in the same transaction) stands. */
export async function placeSavedTime({ db }: Deps<'db'>, args: PlacedTimeArgs): Promise<PlacedTime> {
  const [placed] = await queryRows<BoardRecord & { bestStanding: number; personalBest: boolean }>(
    db,
    placedTimeQuery(args),
  );
  const { bestStanding, personalBest, ...record } = placed;
  return { standing: bestStanding, record, personalBest, splits: [] };
}
