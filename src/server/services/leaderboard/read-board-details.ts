import { sql } from 'drizzle-orm';
import type { TimingMethod } from '../../../shared/timing-method';
import { queryRows } from '../../db/client';
import type { Deps } from '../deps';
import {
  type BoardEntry,
  type BoardRecord,
  type BoardScope,
  epochMs,
  eventFigures,
  locationFigures,
} from './board-sql';

/** One time's details as the query sends them, in this order (read by `recordOf`). */
type DetailsTuple = [
  id: number,
  startedMs: number,
  completedMs: number,
  official: boolean,
  timingMethod: TimingMethod,
  witnessed: boolean,
  userName: string,
  photoUrl: string | null,
  locationId: number,
  locationName: string,
  locationPath: string,
  duration: number,
  obstaclesCleared: number | null,
  penaltyMs: number,
  rankedMs: number,
];

/**
 * The entries in full (their times' starts, finishes and timing, competitors' and locations' names),
 * in the entries' order: one lookup by time id for the rows shown. A time deleted since the board was
 * ranked has no details and is left out; its deletion has moved the board's counter. An event's rows
 * show its format's figures (`eventFigures`); a location's rank whole runs by their duration.
 *
 * The ids go in as one array parameter and the rows come back as one JSON value, as the ranking does
 * (board-sql.ts): binding a parameter per id and parsing a row per time is what a page's details
 * cost on the embedded database (docs/performance.md, "Cold boards").
 */
export async function readBoardDetails(
  { db }: Deps<'db'>,
  entries: BoardEntry[],
  scope: BoardScope,
): Promise<BoardRecord[]> {
  if (entries.length === 0) return [];
  const ids = sql.param(entries.map((entry) => entry.id));
  const figures = 'eventId' in scope ? eventFigures() : locationFigures();
  const [{ details }] = await queryRows<{ details: string | null }>(
    db,
    sql`select json_agg(json_build_array(t.id, ${epochMs(sql`t.time_started`)}, ${epochMs(sql`t.time_completed`)},
          t.official, t.timing_method, t.witnessed, u.user_name, u.photo_url, l.id, l.name, l.path, t.duration,
          ${figures.obstaclesCleared}, ${figures.penaltyMs}, ${figures.rankedMs}))::text as details
        from times t
        join users u on u.id = t.user_id
        join locations l on l.id = t.location_id
        left join events e on e.id = t.event_id
        where t.id = any(${ids}::int[])`,
  );
  const byId = new Map((JSON.parse(details ?? '[]') as DetailsTuple[]).map((tuple) => [tuple[0], tuple]));
  return entries.flatMap((entry) => {
    const tuple = byId.get(entry.id);
    return tuple ? [recordOf(entry, tuple)] : [];
  });
}

const recordOf = (entry: BoardEntry, details: DetailsTuple): BoardRecord => ({
  ...entry,
  startedMs: details[1],
  completedMs: details[2],
  official: details[3],
  timingMethod: details[4],
  witnessed: details[5],
  userName: details[6],
  photoUrl: details[7],
  locationId: details[8],
  locationName: details[9],
  locationPath: details[10],
  duration: details[11],
  obstaclesCleared: details[12],
  penaltyMs: details[13],
  rankedMs: details[14],
});
