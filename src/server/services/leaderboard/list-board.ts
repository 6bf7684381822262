import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { assertBoardExists } from './assert-board-exists';
import { type BoardRecord, type BoardScope, bestPerCompetitor, rankedBoardRows } from './board-sql';

interface ListBoardInput {
  db: DbOrTx;
  scope: BoardScope;
  /** Earliest completion counted; null for all time. */
  since: Date | null;
}

export const boardQuery = (scope: BoardScope, since: Date | null) =>
  rankedBoardRows(bestPerCompetitor(scope, since));

/** A whole board in one query: one row per competitor, fastest first; 404 for an unknown board. */
export async function listBoard({ db, scope, since }: ListBoardInput): Promise<BoardRecord[]> {
  await assertBoardExists(db, scope);
  return queryRows<BoardRecord>(db, boardQuery(scope, since));
}
