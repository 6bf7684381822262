import type { Period } from '../../../shared/limits';
import type { Deps } from '../deps';
import { boardExists, boardNotFound } from './assert-board-exists';
import { type BoardScope, entriesOf } from './board-sql';
import { boardQuery, type RankedBoard, rankBoard, validUntilOf } from './list-board';
import { periodStart } from './period';

/**
 * A board ranked once per change for every instance on one PostgreSQL (docs/architecture.md, "Board
 * answers"): the ranking kept under `version` by whichever instance ranked it first, else ranked here
 * and kept for the others. On PGlite (no kept rankings) the board is ranked as before.
 */
export async function rankBoardOnce(
  { db, now, keptRankings }: Deps<'db' | 'now' | 'keptRankings'>,
  board: { key: string; version: number; scope: BoardScope; period: Period },
): Promise<RankedBoard> {
  const { key, version, scope, period } = board;
  if (!keptRankings) return rankBoard({ db, now }, { scope, period });
  const since = periodStart(period, now);
  const asked = { key, version, now, rolling: since !== null };
  const found = await keptRankings.find(asked, {
    ranking: boardQuery(scope, since),
    exists: boardExists(scope),
  });
  if (found.kept) return { entries: entriesOf(found.board), validUntilMs: found.validUntilMs };
  if (!found.exists) throw boardNotFound(scope);
  const validUntilMs = validUntilOf(found, since, now);
  keptRankings.keep(asked, { board: found.board, validUntilMs });
  return { entries: entriesOf(found.board), validUntilMs };
}
