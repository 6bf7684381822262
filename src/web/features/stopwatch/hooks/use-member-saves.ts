import { useState } from 'react';
import { type PendingSaves, usePendingSaves } from '../../../lib/timing/hooks/use-pending-saves';
import type { StopwatchControls } from '../../../lib/timing/hooks/use-stopwatch';
import type { RunObstacle } from '../../../lib/timing/stopwatch';
import type { TapGuard } from '../../../lib/timing/tap-guard';
import { invalidateAfterSave } from '../api/save-time';
import type { SavedAnswer } from '../components/SaveStatus';

/**
 * The phone's queue of saves as a course's stopwatch sees it: the answer to this course's latest save
 * (its place, personal best and splits, for SaveStatus) and the watch reset when its own run went in.
 */
export function useMemberSaves({
  locationId,
  watch,
  obstacles,
  guard,
}: {
  locationId: number;
  watch: StopwatchControls;
  obstacles: RunObstacle[];
  guard: TapGuard;
}): { outbox: PendingSaves; answer: SavedAnswer | null } {
  const [answer, setAnswer] = useState<SavedAnswer | null>(null);
  const outbox = usePendingSaves({
    onSent: (save, outcome) => {
      if (save.endpoint !== 'member' || save.body.locationId !== locationId) return;
      // The save resets the watch (docs/spec.md §4): a second tap on what was SAVE TIME must not START.
      const current = save.runId === watch.state.runId;
      if (current) guard.hold();
      // The obstacles the run was timed over name its splits (the course may have changed since).
      const run = current ? watch.state.course : undefined;
      watch.saved(save.runId);
      setAnswer({
        runId: save.runId,
        personalBest: outcome.personalBest,
        userName: outcome.userName,
        splits: outcome.splits,
        obstacles: run ?? obstacles,
        onBoard: outcome.onBoard,
      });
    },
    showsInline: (runId) => runId === watch.state.runId,
    invalidate: invalidateAfterSave,
  });
  return { outbox, answer };
}
