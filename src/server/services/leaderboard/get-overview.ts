import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { type BoardRecord, bestPerCompetitor, rankedBoardRows } from './board-sql';

export const OVERVIEW_TOP = 5;

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
 * Every active location (by name) with the top of its casual and comp boards, in one query:
 * each (location, board) pair ranks its own competitors in a lateral subquery, so there is no
 * per-location round trip. A location with no times still appears, with empty boards.
 */
export function overviewQuery(since: Date | null): SQL {
  const board = sql`t.location_id = loc.id and t.official = board.official`;
  return sql`
    select loc.id as "boardLocationId", loc.name as "boardLocationName", loc.path as "boardLocationPath",
      board.official as "boardOfficial", top.*
    from locations loc
    cross join (values (false), (true)) as board(official)
    left join lateral (${rankedBoardRows(bestPerCompetitor(board, since), OVERVIEW_TOP)}) top on true
    where not loc.disabled
    order by loc.name, loc.id, board.official, top.duration, top."completedMs", top."userId"`;
}

export async function getOverview({
  db,
  since,
}: {
  db: DbOrTx;
  since: Date | null;
}): Promise<OverviewBoards[]> {
  const rows = await queryRows<OverviewRecord>(db, overviewQuery(since));
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
