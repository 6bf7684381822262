import type { Period } from '../../../shared/limits';
import { queryRows } from '../../db/client';
import type { Deps } from '../deps';
import { assertBoardExists } from './assert-board-exists';
import {
  type BoardRecord,
  type BoardScope,
  bestPerCompetitor,
  keptBestPerCompetitor,
  rankedBoardRows,
} from './board-sql';
import { periodStart } from './period';

/** A location's all-time board ranks the kept bests; a period or an event ranks its times. */
export const boardQuery = (scope: BoardScope, since: Date | null) =>
  rankedBoardRows(
    'locationId' in scope && !since ? keptBestPerCompetitor(scope) : bestPerCompetitor(scope, since),
  );

/** A whole board in one query: one row per competitor, fastest first; 404 for an unknown board. */
export async function listBoard(
  { db, now }: Deps<'db' | 'now'>,
  { scope, period }: { scope: BoardScope; period: Period },
): Promise<BoardRecord[]> {
  const { minimumMs, gateOnly } = await assertBoardExists({ db }, scope);
  const board = 'locationId' in scope ? { ...scope, minimumMs, gateOnly } : scope;
  return queryRows<BoardRecord>(db, boardQuery(board, periodStart(period, now)));
}
