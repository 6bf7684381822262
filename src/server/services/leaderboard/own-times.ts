import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../deps';
import { assertBoardExists } from './assert-board-exists';
import { activeCompetitor, type BoardRecord, boardRowColumns, eventFigures } from './board-sql';

/** One of the competitor's times, and whether it is the one that holds their place on its board. */
export interface OwnTime extends BoardRecord {
  /**
   * This run is the competitor's best that counts on its board (board_bests' run): the one their
   * place belongs to. A slower run, one removed from the boards or one the board rule leaves out
   * holds none; its `standing` is only the place it alone would take.
   */
  holdsPlace: boolean;
}

interface OwnTimesInput {
  userId: number;
  /** Only this location's times (404 when it does not exist); all locations when omitted. */
  locationId?: number;
}

/**
 * A competitor's own times, newest first, each with the place it takes among the other
 * competitors' bests on its board (location + casual/comp, all time), and whether it is the run that
 * holds the competitor's place there (board_bests, the board rule of migration 0016).
 *
 * One query: the others' bests are computed once per board the user appears on, then merged with
 * the user's times; a running count over durations strictly below each time (RANGE … 1 PRECEDING on
 * whole milliseconds) gives the number of faster competitors without a per-time subquery.
 */
export async function listOwnTimes(
  { db }: Deps<'db'>,
  { userId, locationId }: OwnTimesInput,
): Promise<OwnTime[]> {
  if (locationId !== undefined) await assertBoardExists({ db }, { locationId });
  const atLocation = locationId === undefined ? sql`` : sql`and t.location_id = ${locationId}`;
  return queryRows<OwnTime>(
    db,
    sql`
      with mine as (
        select t.id, t.user_id, t.location_id, t.event_id, t.official, t.duration, t.time_started, t.time_completed,
          t.timing_method, t.witnessed, t.course_obstacles, t.obstacles_cleared, t.obstacles_reached, t.reached_ms
        from times t where t.user_id = ${userId} ${atLocation}
      ), boards as (
        select distinct m.location_id, m.official from mine m
      ), others as (
        select b.location_id, b.official, best.duration
        from boards b
        cross join lateral (
          select distinct on (t.user_id) t.user_id, t.duration
          from times t
          -- The others' times that count on the board (the board rule, migration 0016).
          where t.location_id = b.location_id and t.official = b.official and t.counts and t.user_id <> ${userId}
            and ${activeCompetitor(sql`t.user_id`)}
          order by t.user_id, t.duration
        ) best
      ), placed as (
        select x.id, x.mine,
          coalesce(sum(case when x.mine then 0 else 1 end) over (
            partition by x.location_id, x.official order by x.duration
            range between unbounded preceding and 1 preceding
          ), 0)::int as faster
        from (
          select id, location_id, official, duration, true as mine from mine
          union all
          select null, location_id, official, duration, false from others
        ) x
      )
      select ${boardRowColumns('m', sql`1 + p.faster`, eventFigures('m'))}, k.time_id is not null as "holdsPlace"
      from mine m
      join placed p on p.mine and p.id = m.id
      left join board_bests k on k.location_id = m.location_id and k.official = m.official
        and k.user_id = m.user_id and k.time_id = m.id
      join users u on u.id = m.user_id
      join locations l on l.id = m.location_id
      -- An official run shows its event's figures (a casual run, with no event, its own time).
      left join events e on e.id = m.event_id
      order by m.time_completed desc, m.id desc`,
  );
}
