import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { type BoardRecord, type BoardScope, bestPerCompetitor, rankedBoardRows } from './board-sql';

interface ListBoardInput {
  db: DbOrTx;
  scope: BoardScope;
  /** Earliest completion counted; null for all time. */
  since: Date | null;
}

export const boardQuery = (scope: BoardScope, since: Date | null) =>
  rankedBoardRows(bestPerCompetitor(scope, since));

/** A whole board in one query: one row per competitor, fastest first. */
export function listBoard({ db, scope, since }: ListBoardInput): Promise<BoardRecord[]> {
  return queryRows<BoardRecord>(db, boardQuery(scope, since));
}
