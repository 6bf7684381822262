import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long list's `total` items to render: `first` (what fills a phone's first screen) at the
 * first commit, then all of them in a transition once that has been painted. A page of many cards
 * then commits and lays out its first screen in one short task and the rest in slices after it,
 * instead of holding a phone's main thread for the whole list. The finished page is the same.
 */
export function useFirstScreenCount(total: number, first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all) return;
    // After the browser has painted the first screen, not in the same frame.
    const frame = requestAnimationFrame(() => {
      setTimeout(() => startTransition(() => setAll(true)));
    });
    return () => cancelAnimationFrame(frame);
  }, [all]);
  return all ? total : Math.min(first, total);
}
