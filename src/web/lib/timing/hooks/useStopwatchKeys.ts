import { useEffect } from 'react';
import { isStopwatchShortcut } from '../stopwatch';

/** Space or Enter anywhere on the page (outside form fields and buttons) starts and stops the watch. */
export function useStopwatchKeys(onToggle: () => void): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isStopwatchShortcut(event)) return;
      event.preventDefault();
      onToggle();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onToggle]);
}
