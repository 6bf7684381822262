import { useCallback, useEffect, useRef, useState } from 'react';
import { type MarkFormat, markRun, undoMark } from '../run-marks';
import { splitRun, undoSplit } from '../run-splits';
import {
  browserStorage,
  type GateRecord,
  loadStopwatch,
  markSaved,
  newRunId,
  persistStopwatch,
  type RunObstacle,
  recordRun,
  resetRun,
  restoreRun,
  resumeRun,
  type StopwatchState,
  startRun,
  statusOf,
  stopRun,
} from '../stopwatch';

/**
 * The stopwatch kept in browser storage under `storageKey` (see `storageKey(locationId)` for a
 * course's), so a reload mid-run keeps running. `course` is the course's obstacles as known now (none
 * while they load): START keeps them with the run, and SPLIT times their segments (run-splits.ts).
 */
export type StopwatchControls = ReturnType<typeof useStopwatch>;

const NO_OBSTACLES: readonly RunObstacle[] = [];

export function useStopwatch(storageKey: string, course: readonly RunObstacle[] = NO_OBSTACLES) {
  const [state, setState] = useState<StopwatchState>(() => {
    const storage = browserStorage();
    return storage ? loadStopwatch(storage, storageKey) : resetRun();
  });
  // Actions read the latest state from a ref so a new run id is made once, outside React's updaters.
  const latest = useRef(state);

  const commit = useCallback(
    (next: StopwatchState) => {
      if (next === latest.current) return;
      latest.current = next;
      const storage = browserStorage();
      if (storage) persistStopwatch(storage, storageKey, next);
      setState(next);
    },
    [storageKey],
  );

  const obstacles = useRef(course);
  useEffect(() => {
    obstacles.current = course;
  }, [course]);

  const start = useCallback(
    () => commit(startRun(latest.current, Date.now(), newRunId(), obstacles.current)),
    [commit],
  );
  const split = useCallback(() => commit(splitRun(latest.current, Date.now(), obstacles.current)), [commit]);
  const unsplit = useCallback(() => commit(undoSplit(latest.current, Date.now())), [commit]);
  /** A referee's CLEARED (`cleared`) or FAILED for the next obstacle (run-marks.ts). */
  const mark = useCallback(
    (cleared: boolean, format: MarkFormat) =>
      commit(markRun(latest.current, Date.now(), cleared, format, obstacles.current)),
    [commit],
  );
  const unmark = useCallback(() => commit(undoMark(latest.current, Date.now())), [commit]);
  const stop = useCallback(() => commit(stopRun(latest.current, Date.now())), [commit]);
  const reset = useCallback(() => commit(resetRun()), [commit]);
  /** Takes a STOP back within RESUME_MS: the same run goes on from its first start. */
  const resume = useCallback(() => commit(resumeRun(latest.current, Date.now())), [commit]);
  const toggle = useCallback(() => {
    if (statusOf(latest.current) === 'running') stop();
    else start();
  }, [start, stop]);
  /** A run the camera gate timed (epoch ms), kept as the watch's stopped run with a new id. */
  const record = useCallback(
    (run: GateRecord) => commit(recordRun(latest.current, run, newRunId())),
    [commit],
  );
  const saved = useCallback((runId: string) => commit(markSaved(latest.current, runId)), [commit]);
  /** Brings back a discarded run (Undo), only while the watch is idle. */
  const restore = useCallback(
    (discarded: StopwatchState) => commit(restoreRun(latest.current, discarded)),
    [commit],
  );

  return {
    state,
    status: statusOf(state),
    start,
    stop,
    resume,
    reset,
    toggle,
    saved,
    restore,
    split,
    unsplit,
    mark,
    unmark,
    record,
  };
}
