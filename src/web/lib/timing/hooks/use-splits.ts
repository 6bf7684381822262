import { useEffect, useLayoutEffect, useReducer, useState } from 'react';
import {
  canSplit,
  canUndoSplit,
  currentObstacle,
  SPLIT_GUARD_MS,
  SPLIT_UNDO_MS,
  splitHolding,
  splitsLeftOff,
  takenSplits,
  UNDO_SETTLE_MS,
} from '../run-splits';
import type { RunObstacle } from '../stopwatch';
import { createTapGuard } from '../tap-guard';
import { buzz } from '../vibrate';
import type { StopwatchControls } from './use-stopwatch';
import { useGuardedPress } from './use-tap-guard';

/**
 * SPLIT and its Undo for a stopwatch (the member's, and each referee lane's): whether SPLIT is
 * offered, whether it holds after a split (`holding`: shown, ignoring taps, for SPLIT_GUARD_MS), the
 * obstacle being run, the segments closed so far, and Undo while the last split is younger than
 * SPLIT_UNDO_MS (the component re-renders when each window closes). SPLIT has a guard of its own,
 * apart from START/STOP's, so a STOP right after the last SPLIT is never swallowed.
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
    const timers = [SPLIT_GUARD_MS, SPLIT_UNDO_MS]
      .map((span) => last + span - Date.now())
      .filter((left) => left >= 0)
      .map((left) => setTimeout(refresh, left + 1));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [last, running]);

  // Undo appears on a split: the click the browser fires for that same tap, and a second tap already
  // on its way, must not land on it.
  useLayoutEffect(() => {
    if (last !== undefined) undoGuard.hold();
  }, [last, undoGuard]);

  const press = useGuardedPress(() => {
    watch.split();
    buzz();
  }, guard);

  const taken = takenSplits(state);
  const available = canSplit(state, known);
  const holding = splitHolding(state, Date.now());
  // Once SPLIT goes (its hold over after the last obstacle's split), Undo moves down into its place:
  // a tap already on its way there was meant for SPLIT.
  const shown = available || holding;
  useLayoutEffect(() => {
    if (!shown) undoGuard.hold();
  }, [shown, undoGuard]);
  return {
    available,
    holding,
    current: currentObstacle(state, known),
    taken,
    undoable: canUndoSplit(state, Date.now()) ? (taken.at(-1)?.obstacle ?? null) : null,
    undo: () => void undoGuard.run(watch.unsplit),
    leftOff: splitsLeftOff(state),
    press,
  };
}

export type SplitControls = ReturnType<typeof useSplits>;
