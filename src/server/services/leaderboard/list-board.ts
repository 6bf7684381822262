import type { Period } from '../../../shared/limits';
import { queryRows } from '../../db/client';
import type { Deps } from '../deps';
import { assertBoardExists } from './assert-board-exists';
import { withDetails } from './board-details';
import {
  type BoardEntry,
  type BoardRecord,
  type BoardScope,
  bestPerCompetitor,
  entriesOf,
  keptBestPerCompetitor,
  rankedBoardEntries,
} from './board-sql';
import { periodStart } from './period';

/** A location's all-time board ranks the kept bests; a period or an event ranks its times. */
export const boardQuery = (scope: BoardScope, since: Date | null) =>
  rankedBoardEntries(
    'locationId' in scope && !since ? keptBestPerCompetitor(scope) : bestPerCompetitor(scope, since),
  );

/** A whole board ranked in one query: one entry per competitor, fastest first; 404 for an unknown board. */
export async function rankBoard(
  { db, now }: Deps<'db' | 'now'>,
  { scope, period }: { scope: BoardScope; period: Period },
): Promise<BoardEntry[]> {
  const { minimumMs, gateOnly } = await assertBoardExists({ db }, scope);
  const board = 'locationId' in scope ? { ...scope, minimumMs, gateOnly } : scope;
  const [{ board: ranked }] = await queryRows<{ board: string | null }>(
    db,
    boardQuery(board, periodStart(period, now)),
  );
  return entriesOf(ranked);
}

/** A whole board, every row in full (the event's CSV). */
export async function listBoard(
  deps: Deps<'db' | 'now'>,
  board: { scope: BoardScope; period: Period },
): Promise<BoardRecord[]> {
  return withDetails(deps, await rankBoard(deps, board));
}
