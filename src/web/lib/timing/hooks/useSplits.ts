import { useEffect, useLayoutEffect, useReducer, useState } from 'react';
import {
  canSplit,
  canUndoSplit,
  currentObstacle,
  SPLIT_GUARD_MS,
  SPLIT_UNDO_MS,
  splitsLeftOff,
  takenSplits,
  UNDO_SETTLE_MS,
} from '../run-splits';
import type { RunObstacle } from '../stopwatch';
import { createTapGuard } from '../tap-guard';
import { buzz } from '../vibrate';
import type { StopwatchControls } from './useStopwatch';
import { useGuardedPress } from './useTapGuard';

/**
 * SPLIT and its Undo for a stopwatch (the member's, and each referee lane's): whether SPLIT is
 * offered, the obstacle being run, the segments closed so far, and Undo while the last split is
 * younger than SPLIT_UNDO_MS (the component re-renders when that window closes). SPLIT has a guard
 * of its own, shorter than START/STOP's, so a STOP right after the last SPLIT is never swallowed.
 */
export function useSplits(watch: StopwatchControls, known: readonly RunObstacle[]) {
  const { state } = watch;
  const [guard] = useState(() => createTapGuard(SPLIT_GUARD_MS));
  const [undoGuard] = useState(() => createTapGuard(UNDO_SETTLE_MS));
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const last = state.splits?.at(-1);
  const running = watch.status === 'running';

  useEffect(() => {
    if (last === undefined || !running) return;
    const left = last + SPLIT_UNDO_MS - Date.now();
    if (left < 0) return;
    const timer = setTimeout(refresh, left + 1);
    return () => clearTimeout(timer);
  }, [last, running]);

  // Undo appears (or moves into SPLIT's place) on a split: the click the browser fires for that same
  // tap, and a second tap already on its way, must not land on it.
  useLayoutEffect(() => {
    if (last !== undefined) undoGuard.hold();
  }, [last, undoGuard]);

  const press = useGuardedPress(() => {
    watch.split();
    buzz();
  }, guard);

  const taken = takenSplits(state);
  return {
    available: canSplit(state, known),
    current: currentObstacle(state, known),
    taken,
    undoable: canUndoSplit(state, Date.now()) ? (taken.at(-1)?.obstacle ?? null) : null,
    undo: () => void undoGuard.run(watch.unsplit),
    leftOff: splitsLeftOff(state),
    press,
  };
}

export type SplitControls = ReturnType<typeof useSplits>;
