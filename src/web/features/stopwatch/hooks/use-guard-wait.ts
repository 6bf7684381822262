import { useEffect, useReducer } from 'react';
import type { TapGuard } from '../../../lib/timing/tap-guard';

/**
 * How long the big button still ignores presses (its double-tap guard, just after STOP), re-rendering
 * once the window closes, so the button can show that it waits instead of swallowing a tap. `since`
 * is what opened the window (the stopped instant): a change of it looks again.
 */
export function useGuardWait(guard: TapGuard, since: number | null): number {
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const remaining = since === null ? 0 : guard.remainingMs();
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(refresh, remaining + 1);
    return () => clearTimeout(timer);
  }, [remaining]);
  return remaining;
}
