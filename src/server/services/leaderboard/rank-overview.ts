import { type SQL, sql } from 'drizzle-orm';
import type { Period } from '../../../shared/limits';
import { queryRows } from '../../db/client';
import type { Deps } from '../deps';
import { activeCompetitor, type BoardRecord, boardOrder, boardRowColumns, sinceFilter } from './board-sql';
import { periodStart } from './period';

const OVERVIEW_TOP = 5;

/** Board order among competitors' bests (one per competitor). */
const byCompetitor = (alias: string) => boardOrder(alias, { id: 'user_id' });

export interface OverviewBoards {
  location: { id: number; name: string; path: string };
  casual: BoardRecord[];
  comp: BoardRecord[];
}

type OverviewRecord = Omit<BoardRecord, 'id'> & {
  id: number | null;
  boardLocationId: number;
  boardLocationName: string;
  boardLocationPath: string;
  boardOfficial: boolean;
};

/**
 * The first entry of the board of `w` (a `boards` or `walk` row) in place order (duration,
 * completion, user) that passes `after`: one step down times_board_fastest, index-only (every column
 * it reads or filters is in the index, whose rows are the times that count).
 */
function nextEntry(w: string, after: SQL, since: Date | null): SQL {
  const board = sql.raw(`t.location_id = ${w}.location_id and t.official = ${w}.official and t.counts`);
  return sql`
    select t.user_id, t.duration, t.time_completed from times t
    where ${board} ${sinceFilter(since)} ${after}
      and ${activeCompetitor(sql`t.user_id`)}
    order by ${byCompetitor('t')}
    limit 1`;
}

/**
 * The picks of a period's boards (the top OVERVIEW_TOP competitors of each, in board order) without
 * reading whole boards: a recursive walk steps down each board in place order, each step taking the
 * next entry of a competitor not seen yet, and stops after OVERVIEW_TOP competitors. Every entry
 * before a step's pick belongs to a competitor already seen, so each pick is that competitor's best
 * (the same row as ListResults shows) and the picks come in board order.
 */
function walkedPicks(since: Date | null): SQL {
  const stepAfter = sql`and (${byCompetitor('t')}) > (${byCompetitor('w')})
    and t.user_id <> all(w.seen)`;
  return sql`
    walk as (
      select b.location_id, b.official, f.user_id, f.duration, f.time_completed, array[f.user_id] as seen
      from boards b
      cross join lateral (${nextEntry('b', sql``, since)}) f
      union all
      select w.location_id, w.official, n.user_id, n.duration, n.time_completed, w.seen || n.user_id
      from walk w
      cross join lateral (${nextEntry('w', stepAfter, since)}) n
      where cardinality(w.seen) < ${OVERVIEW_TOP}
    ), picks as (
      select w.location_id, w.official, w.user_id, w.duration, w.time_completed, s.id, s.time_started,
        s.timing_method, s.witnessed
      from walk w
      cross join lateral (
        select s.id, s.time_started, s.timing_method, s.witnessed from times s
        where s.location_id = w.location_id and s.official = w.official and s.user_id = w.user_id
          and s.duration = w.duration and s.time_completed = w.time_completed and s.counts
        order by s.id
        limit 1
      ) s
    )`;
}

/**
 * All time: the first OVERVIEW_TOP kept bests of each board (board_bests, migration 0014), one
 * short index range each.
 */
const keptPicks = sql`
    picks as (
      select k.location_id, k.official, k.user_id, k.duration, k.time_completed, k.time_id as id, k.time_started,
        k.timing_method, k.witnessed
      from boards b
      cross join lateral (
        select k.* from board_bests k
        where k.location_id = b.location_id and k.official = b.official
          and ${activeCompetitor(sql`k.user_id`)}
        order by ${byCompetitor('k')}
        limit ${OVERVIEW_TOP}
      ) k
    )`;

/**
 * Every active location (by name), or those of `locationIds`, with the top OVERVIEW_TOP competitors
 * of its casual and comp boards, in one query. Ranking only the picks gives the full board's places,
 * since every faster best is among them. At the cut, equal durations keep board order (earlier completion, then user
 * id): the board shows exactly OVERVIEW_TOP rows and a competitor tied with the last one shown is
 * left out. A location with no times still appears, with empty boards.
 */
export function overviewQuery(since: Date | null, locationIds?: number[]): SQL {
  return sql`
    with recursive boards as (
      select loc.id as location_id, loc.name, loc.path, board.official
      from locations loc
      cross join (values (false), (true)) as board(official)
      where not loc.disabled ${
        locationIds
          ? sql`and loc.id in (${sql.join(
              locationIds.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql``
      }
    ), ${since ? walkedPicks(since) : keptPicks}, ranked as (
      select p.*, (rank() over (partition by p.location_id, p.official order by p.duration))::int as standing
      from picks p
    )
    select b.location_id as "boardLocationId", b.name as "boardLocationName", b.path as "boardLocationPath",
      b.official as "boardOfficial", top.*
    from boards b
    left join (
      select ${boardRowColumns('r', sql`r.standing`)}
      from ranked r
      join users u on u.id = r.user_id
      join locations l on l.id = r.location_id
    ) top on top."locationId" = b.location_id and top.official = b.official
    order by b.name, b.location_id, b.official, top.duration, top."completedMs", top."userId"`;
}

/** The overview boards of the active locations among `locationIds` (readOverview asks for those changed). */
export async function rankOverview(
  { db, now }: Deps<'db' | 'now'>,
  { period, locationIds }: { period: Period; locationIds: number[] },
): Promise<OverviewBoards[]> {
  const rows = await queryRows<OverviewRecord>(db, overviewQuery(periodStart(period, now), locationIds));
  const byLocation = new Map<number, OverviewBoards>();
  for (const row of rows) {
    let entry = byLocation.get(row.boardLocationId);
    if (!entry) {
      entry = {
        location: { id: row.boardLocationId, name: row.boardLocationName, path: row.boardLocationPath },
        casual: [],
        comp: [],
      };
      byLocation.set(row.boardLocationId, entry);
    }
    if (row.id !== null) (row.boardOfficial ? entry.comp : entry.casual).push({ ...row, id: row.id });
  }
  return [...byLocation.values()];
}
