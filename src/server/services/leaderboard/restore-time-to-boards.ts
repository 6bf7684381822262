import { removalTexts } from '../../../shared/time-removal';
import type { Deps, SignedIn } from '../deps';
import { type LocationTimeRecord, readLocationTime } from '../location/list-location-times';
import { changeBoardRemoval, tellRunner } from './board-removal';

/** An admin puts a removed run back on the boards, and its runner is told; a run on them is a 409. */
export async function restoreTimeToBoards(
  deps: Deps<'db' | 'mail' | 'log' | 'config'> & SignedIn,
  { timeId }: { timeId: number },
): Promise<LocationTimeRecord> {
  const time = await changeBoardRemoval(deps, {
    timeId,
    change: { removedAt: null, removedReason: null, removedById: null },
    allowed: (row) => row.removedAt !== null,
    refusal: removalTexts.notRemoved,
    action: 'restore-to-boards',
  });
  await tellRunner(deps, time);
  return readLocationTime(deps.db, timeId);
}
