import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../deps';
import { type BoardEntry, type BoardRecord, epochMs } from './board-sql';

type Details = Omit<BoardRecord, keyof BoardEntry> & { id: number };

/**
 * The entries in full (their times' starts, finishes and timing, competitors' and locations' names),
 * in the entries' order: one lookup by time id for the rows shown. A time deleted since the board was
 * ranked has no details and is left out; its deletion has moved the board's counter.
 */
export async function withDetails({ db }: Deps<'db'>, entries: BoardEntry[]): Promise<BoardRecord[]> {
  if (entries.length === 0) return [];
  const ids = sql.join(
    entries.map((entry) => sql`${entry.id}`),
    sql`, `,
  );
  const rows = await queryRows<Details>(
    db,
    sql`select t.id, ${epochMs(sql`t.time_started`)} as "startedMs", ${epochMs(sql`t.time_completed`)} as "completedMs",
          t.official, t.timing_method as "timingMethod", u.user_name as "userName", u.photo_url as "photoUrl",
          l.id as "locationId", l.name as "locationName", l.path as "locationPath"
        from times t
        join users u on u.id = t.user_id
        join locations l on l.id = t.location_id
        where t.id in (${ids})`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return entries.flatMap((entry) => {
    const details = byId.get(entry.id);
    return details ? [{ ...details, ...entry }] : [];
  });
}
