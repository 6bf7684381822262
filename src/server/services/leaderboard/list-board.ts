import type { Period } from '../../../shared/limits';
import { queryRows } from '../../db/client';
import type { Deps } from '../deps';
import { assertBoardExists } from './assert-board-exists';
import {
  type BoardEntry,
  type BoardRecord,
  type BoardScope,
  bestPerCompetitor,
  entriesOf,
  keptBestPerCompetitor,
  type RankedBoardRow,
  rankedBoardEntries,
} from './board-sql';
import { periodStart } from './period';
import { readBoardDetails } from './read-board-details';

/** A location's all-time board ranks the kept bests; a period or an event ranks its times. */
export const boardQuery = (scope: BoardScope, since: Date | null) =>
  rankedBoardEntries(
    'locationId' in scope && !since ? keptBestPerCompetitor(scope) : bestPerCompetitor(scope, since),
  );

/** A board as ranked, and until when that ranking holds with no write (a rolling period's oldest best leaving). */
export interface RankedBoard {
  entries: BoardEntry[];
  validUntilMs: number;
}

/** A whole board ranked in one query: one entry per competitor, fastest first; 404 for an unknown board. */
export async function rankBoard(
  { db, now }: Deps<'db' | 'now'>,
  { scope, period }: { scope: BoardScope; period: Period },
): Promise<RankedBoard> {
  await assertBoardExists({ db }, scope);
  const since = periodStart(period, now);
  const [ranked] = await queryRows<RankedBoardRow>(db, boardQuery(scope, since));
  return { entries: entriesOf(ranked.board), validUntilMs: validUntilOf(ranked, since, now) };
}

/** Until when a ranking at `now` holds with no write: for ever, unless a rolling window loses its oldest best. */
export function validUntilOf(
  { oldestMs }: Pick<RankedBoardRow, 'oldestMs'>,
  since: Date | null,
  now: Date,
): number {
  // The window moves with the clock: the oldest best leaves it when the clock has gone on by its age.
  return since && oldestMs !== null ? oldestMs + (now.getTime() - since.getTime()) : Number.POSITIVE_INFINITY;
}

/** A whole board, every row in full (the event's CSV). */
export async function listBoard(
  deps: Deps<'db' | 'now'>,
  board: { scope: BoardScope; period: Period },
): Promise<BoardRecord[]> {
  return readBoardDetails(deps, (await rankBoard(deps, board)).entries, board.scope);
}
