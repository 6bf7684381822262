import type { Period } from '../../../shared/limits';
import type { LeaderboardRow } from '../../../shared/schemas/leaderboard';
import { type BoardPage, pageOf, rowsToPresent } from '../../adapters/board-answers';
import { eventBoardKey, locationBoardKey } from '../../lib/board-keys';
import type { Deps } from '../deps';
import type { BoardRecord, BoardScope } from './board-sql';
import { rankBoardOnce } from './rank-board-once';
import { readBoardDetails } from './read-board-details';

/**
 * The board_versions row that guards a board: its event's (migration 0007), or its location's casual
 * or competitive half (migration 0015: a member's save leaves the competitive boards as they were).
 */
const familyOf = (scope: BoardScope) =>
  'eventId' in scope ? eventBoardKey(scope.eventId) : locationBoardKey(scope.locationId, scope.official);

/** A cached answer's key: its board's family, then the period. */
const keyOf = (scope: BoardScope, period: Period) => `${familyOf(scope)}:${period}`;

/**
 * One page of a board as JSON, from this instance's answers when the board has not changed since
 * (docs/architecture.md, "Board answers"), with the signed-in viewer's own row and the total.
 * A board is ranked once per change; its rows are read in full and presented when a page first shows them,
 * here rather than in the route, so each is serialised once for every reader: the route hands in its
 * presenter (`present`), as services never import presenters.
 */
export async function readBoardPage(
  deps: Deps<'db' | 'now' | 'actor' | 'boards' | 'boardVersions' | 'keptRankings'>,
  input: {
    scope: BoardScope;
    period: Period;
    limit: number;
    offset: number;
    present: (records: BoardRecord[]) => LeaderboardRow[];
  },
): Promise<BoardPage> {
  const { db, now, actor, boards, boardVersions } = deps;
  const { scope, period } = input;
  const key = keyOf(scope, period);
  // Learnt (counting every save acknowledged before this request arrived) before the rows: a write
  // landing in between makes the cached answer newer than its counter, so it is recomputed once more,
  // never served stale.
  const version = await boardVersions.read(familyOf(scope));
  const answer = await boards.answer(key, version, now.getTime(), () =>
    rankBoardOnce(deps, { key, version, scope, period }),
  );
  const asked = { limit: input.limit, offset: input.offset, viewerId: actor?.id ?? null };
  const unshown = rowsToPresent(answer, asked);
  if (unshown.length > 0) {
    const records = await readBoardDetails(
      { db },
      unshown.map((index) => answer.entries[index]),
      scope,
    );
    const rows = new Map(input.present(records).map((row) => [row.id, row]));
    for (const index of unshown) answer.rows[index] = rows.get(answer.entries[index].id);
    // A time deleted since the ranking: its deletion moved the counter, so the next read ranks again.
    if (rows.size < unshown.length) boards.forget(key);
  }
  return pageOf(answer, asked);
}
