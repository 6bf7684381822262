import type { Period } from '../../../shared/limits';
import { queryRows } from '../../db/client';
import type { Deps } from '../deps';
import { assertBoardExists } from './assert-board-exists';
import { type BoardRecord, type BoardScope, bestPerCompetitor, rankedBoardRows } from './board-sql';
import { periodStart } from './period';

export const boardQuery = (scope: BoardScope, since: Date | null) =>
  rankedBoardRows(bestPerCompetitor(scope, since));

/** A whole board in one query: one row per competitor, fastest first; 404 for an unknown board. */
export async function listBoard(
  { db, now }: Deps<'db' | 'now'>,
  { scope, period }: { scope: BoardScope; period: Period },
): Promise<BoardRecord[]> {
  const { minimumMs, gateOnly } = await assertBoardExists({ db }, scope);
  const board = 'locationId' in scope ? { ...scope, minimumMs, gateOnly } : scope;
  return queryRows<BoardRecord>(db, boardQuery(board, periodStart(period, now)));
}
