import { useLayoutEffect, useRef, useState } from 'react';
import { createPressHandlers, createTapGuard, type PressHandlers, type TapGuard } from '../tap-guard';

/** One guard for the life of the component (share it between a button and its keyboard shortcut). */
export function useTapGuard(): TapGuard {
  const [guard] = useState(() => createTapGuard());
  return guard;
}

/**
 * Props for a START/STOP button: acts once per press, and a press within 1 s of the last accepted one
 * is ignored (lib/timing/tap-guard.ts). `action` may change between renders (the button's label does);
 * the latest one runs. Pass `guard` to share the window with a keyboard shortcut.
 */
export function useGuardedPress(action: () => void, guard?: TapGuard): PressHandlers {
  const latest = useRef(action);
  // Before the browser can deliver another event: a tap on the button's new label (DISCARD TIME
  // after a refusal) must run the new action, never the one of the label it replaced.
  useLayoutEffect(() => {
    latest.current = action;
  });
  const own = useTapGuard();
  const [handlers] = useState(() => createPressHandlers(guard ?? own, () => latest.current()));
  return handlers;
}
