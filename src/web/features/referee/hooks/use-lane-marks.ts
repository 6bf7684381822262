import { useEffect, useLayoutEffect, useReducer, useState } from 'react';
import type { EventFormat } from '../../../../shared/event-format';
import type { StopwatchControls } from '../../../lib/timing/hooks/use-stopwatch';
import { useGuardedPress } from '../../../lib/timing/hooks/use-tap-guard';
import {
  canUndoMark,
  endedAtFail,
  MARK_GUARD_MS,
  MARK_UNDO_MS,
  marksObstacles,
  marksToGo,
  nextObstacle,
} from '../../../lib/timing/run-marks';
import { UNDO_SETTLE_MS } from '../../../lib/timing/run-splits';
import type { RunObstacle } from '../../../lib/timing/stopwatch';
import { createTapGuard, type TapGuard } from '../../../lib/timing/tap-guard';
import { buzz } from '../../../lib/timing/vibrate';

/**
 * A lane's CLEARED and FAILED at an event scored by obstacles or penalties (lib/timing/run-marks.ts):
 * the next obstacle, how many STOP still waits for, and Undo while the last mark is younger than
 * MARK_UNDO_MS (the lane re-renders when that window closes). CLEARED and FAILED share one guard of
 * their own (a second tap within MARK_GUARD_MS marks nothing), apart from the big button's; a FAILED
 * that ends the run (an obstacles event) holds the big button's guard, since the STOP under the thumb
 * has just turned into SAVE TIME.
 */
export function useLaneMarks(
  watch: StopwatchControls,
  known: readonly RunObstacle[],
  format: EventFormat,
  laneGuard: TapGuard,
) {
  const { state } = watch;
  const [guard] = useState(() => createTapGuard(MARK_GUARD_MS));
  const [undoGuard] = useState(() => createTapGuard(UNDO_SETTLE_MS));
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const last = state.marks?.at(-1)?.at;

  useEffect(() => {
    if (last === undefined) return;
    const left = last + MARK_UNDO_MS - Date.now();
    if (left < 0) return;
    const timer = setTimeout(refresh, left + 1);
    return () => clearTimeout(timer);
  }, [last]);

  // Undo appears with a mark: a second tap already on its way must not land on it.
  useLayoutEffect(() => {
    if (last !== undefined) undoGuard.hold();
  }, [last, undoGuard]);

  function mark(cleared: boolean) {
    if (!marksObstacles(format)) return;
    watch.mark(cleared, format);
    buzz();
    if (!cleared && format === 'obstacles') laneGuard.hold();
  }
  const cleared = useGuardedPress(() => mark(true), guard);
  const failed = useGuardedPress(() => mark(false), guard);

  const taken = state.marks?.length ?? 0;
  const course = state.course && state.course.length > 0 ? state.course : known;
  return {
    /** True at an event whose lanes mark obstacles. */
    active: marksObstacles(format),
    next: nextObstacle(state, known),
    /** Obstacles STOP still waits for (0: STOP stops). */
    toGo: marksObstacles(format) ? marksToGo(state, known) : 0,
    /** The obstacle of the last mark and how it went, once one is made. */
    last: taken > 0 ? { obstacle: course[taken - 1], cleared: state.marks?.at(-1)?.cleared === true } : null,
    /** The course's length as the run is marked against it. */
    of: course.length,
    endedAtFail: endedAtFail(state),
    undoable: canUndoMark(state, Date.now()),
    undo: () => void undoGuard.run(watch.unmark),
    cleared,
    failed,
  };
}

export type LaneMarks = ReturnType<typeof useLaneMarks>;
