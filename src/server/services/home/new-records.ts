import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../deps';
import { activeCompetitor, type BoardRecord, boardOrder, boardRowColumns } from '../leaderboard/board-sql';
import { periodStart } from '../leaderboard/period';

/** How many new records Home lists at most. */
const NEW_RECORDS_SHOWN = 5;

/**
 * The course records set since `since` (Home: the last 7 days): for each active location, the first
 * entry of its all-time casual board (its kept bests, board_bests, so only times that count:
 * docs/architecture.md, "The board rule"), kept when it was completed since then; newest first. One
 * short range of board_bests_order per location (a lateral step, as the overview's picks), in one
 * query. Disabled competitors are off the boards, so off the records too.
 */
export function newRecordsQuery(since: Date): SQL {
  return sql`
    select ${boardRowColumns('r', sql`1`)}
    from locations l
    cross join lateral (
      select k.time_id as id, k.user_id, k.official, k.duration, k.time_started, k.time_completed,
        k.timing_method, k.witnessed
      from board_bests k
      where k.location_id = l.id and not k.official
        and ${activeCompetitor(sql`k.user_id`)}
      order by ${boardOrder('k', { id: 'user_id' })}
      limit 1
    ) r
    join users u on u.id = r.user_id
    where not l.disabled and r.time_completed >= ${since.toISOString()}::timestamptz
    order by r.time_completed desc, r.id desc
    limit ${NEW_RECORDS_SHOWN}`;
}

export async function listNewRecords({ db, now }: Deps<'db' | 'now'>): Promise<BoardRecord[]> {
  return queryRows<BoardRecord>(db, newRecordsQuery(periodStart('week', now) ?? now));
}
