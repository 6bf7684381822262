import { useEffect, useLayoutEffect, useReducer, useState } from 'react';
import type { StopwatchControls } from '../../../lib/timing/hooks/use-stopwatch';
import { UNDO_SETTLE_MS } from '../../../lib/timing/run-splits';
import { canResume, RESUME_MS } from '../../../lib/timing/stopwatch';
import { createTapGuard } from '../../../lib/timing/tap-guard';

/** What Resume needs while it is offered: the whole seconds left, and the press. */
export type ResumeOffer = { secondsLeft: number; resume: () => void };

/**
 * Resume for RESUME_MS after a STOP by hand (not once its save has begun: a run sent or kept must
 * not run on), counting down each second. Like Undo split, it ignores presses just after it appears:
 * they were meant for the button the thumb was on.
 */
export function useResume(watch: StopwatchControls, saveBegun: boolean): ResumeOffer | null {
  const { state } = watch;
  const stoppedAt = watch.status === 'stopped' ? state.stoppedAt : null;
  const offered = !saveBegun && stoppedAt !== null && canResume(state, Date.now());
  const secondsLeft = offered ? Math.ceil((stoppedAt + RESUME_MS - Date.now()) / 1_000) : 0;
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const [settle] = useState(() => createTapGuard(UNDO_SETTLE_MS));

  useLayoutEffect(() => {
    if (stoppedAt !== null) settle.hold();
  }, [stoppedAt, settle]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: secondsLeft is the trigger (the next second of the countdown)
  useEffect(() => {
    if (!offered || stoppedAt === null) return;
    // Re-render when the count drops a second (the last drop closes the window).
    const rest = stoppedAt + RESUME_MS - Date.now();
    const timer = setTimeout(refresh, ((rest - 1) % 1_000) + 2);
    return () => clearTimeout(timer);
  }, [offered, stoppedAt, secondsLeft]);

  if (!offered) return null;
  return { secondsLeft: Math.max(1, secondsLeft), resume: () => void settle.run(watch.resume) };
}
