import { removalTexts } from '../../../shared/time-removal';
import type { Deps, SignedIn } from '../deps';
import { type LocationTimeRecord, readLocationTime } from '../location/list-location-times';
import { changeBoardRemoval, tellRunner } from './board-removal';

/**
 * An admin takes a run off every board, saying why (docs/architecture.md, "The board rule"): the run
 * stays stored and in its runner's results, marked with the reason, and the runner is mailed it.
 * Restorable (restoreTimeToBoards); a run already off is a 409.
 */
export async function removeTimeFromBoards(
  deps: Deps<'db' | 'now' | 'mail' | 'log' | 'config'> & SignedIn,
  { timeId, reason }: { timeId: number; reason: string },
): Promise<LocationTimeRecord> {
  const time = await changeBoardRemoval(deps, {
    timeId,
    change: { removedAt: deps.now, removedReason: reason, removedById: deps.actor.id },
    allowed: (row) => row.removedAt === null,
    refusal: removalTexts.alreadyRemoved,
    action: 'remove-from-boards',
  });
  await tellRunner(deps, time);
  return readLocationTime(deps.db, timeId);
}
