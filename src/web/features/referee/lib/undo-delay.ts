/** How long Delete Times' 'Time removed' toast offers Undo before the time is really deleted. */
export const UNDO_DELAY_MS = 5_000;

export interface Timers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface DelayedActions<K> {
  /** Runs `action` after the delay unless cancelled; a key already waiting keeps its first action. */
  schedule(key: K, action: () => void): void;
  /** Undo: drops the waiting action. True when there was one. */
  cancel(key: K): boolean;
  /** Runs every waiting action now (the page is being left: no Undo button remains to press). */
  flush(): void;
  has(key: K): boolean;
}

/**
 * Actions that wait out an undo period. Delete Times cannot undo a delete by recording the time again
 * (past events are outside the referee window, so AddToLeaderboard would refuse it), so the DELETE
 * itself waits: the row is hidden at once, and Undo within the period means no request is ever sent.
 */
export function createDelayedActions<K>(
  delayMs: number = UNDO_DELAY_MS,
  timers: Timers = browserTimers,
): DelayedActions<K> {
  const waiting = new Map<K, { handle: unknown; action: () => void }>();
  return {
    schedule(key, action) {
      if (waiting.has(key)) return;
      const handle = timers.set(() => {
        waiting.delete(key);
        action();
      }, delayMs);
      waiting.set(key, { handle, action });
    },
    cancel(key) {
      const entry = waiting.get(key);
      if (!entry) return false;
      timers.clear(entry.handle);
      waiting.delete(key);
      return true;
    },
    flush() {
      const entries = [...waiting.values()];
      waiting.clear();
      for (const entry of entries) {
        timers.clear(entry.handle);
        entry.action();
      }
    },
    has: (key) => waiting.has(key),
  };
}
