import { useEffect, useRef } from 'react';
import { isStopwatchShortcut } from '../stopwatch';

/**
 * Space or Enter anywhere on the page (outside form fields and buttons) calls `onKey`: the page decides
 * what it does (start or stop) and runs it through the same double-tap guard as its button.
 */
export function useStopwatchKeys(onKey: () => void): void {
  const latest = useRef(onKey);
  useEffect(() => {
    latest.current = onKey;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isStopwatchShortcut(event)) return;
      event.preventDefault();
      latest.current();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
