import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test-timing';
import {
  canSplit,
  canUndoSplit,
  currentObstacle,
  SPLIT_UNDO_MS,
  splitRun,
  splitsLeftOff,
  takenSplits,
  undoSplit,
} from './run-splits';
import {
  idleStopwatch,
  loadStopwatch,
  persistStopwatch,
  type RunObstacle,
  startRun,
  stopRun,
  toSubmission,
} from './stopwatch';

const T0 = Date.UTC(2026, 10, 1, 9, 0, 0);
const course: RunObstacle[] = [
  { equipmentId: 11, name: 'Monkey Bars' },
  { equipmentId: 12, name: 'Rope Climb' },
  { equipmentId: 13, name: 'Warped Wall' },
];

/** START at T0 on the course, SPLIT at 10 s and 25 s, STOP at 40 s. */
function fullRun() {
  const started = startRun(idleStopwatch, T0, 'run-1', course);
  const first = splitRun(started, T0 + 10_000);
  const second = splitRun(first, T0 + 25_000);
  return { started, first, second, stopped: stopRun(second, T0 + 40_000) };
}

describe('SPLIT', () => {
  it('closes each obstacle but the last, whose split is the STOP, and names the obstacle being run', () => {
    const { started, first, second, stopped } = fullRun();
    expect(currentObstacle(started)).toEqual({ obstacle: course[0], number: 1, of: 3 });
    expect(currentObstacle(first)?.obstacle.name).toBe('Rope Climb');
    expect(currentObstacle(second)?.obstacle.name).toBe('Warped Wall');
    expect(canSplit(second)).toBe(false);
    expect(splitRun(second, T0 + 30_000)).toBe(second);
    expect(toSubmission(stopped)?.splits).toEqual([
      { equipmentId: 11, ms: 10_000 },
      { equipmentId: 12, ms: 25_000 },
      { equipmentId: 13, ms: 40_000 },
    ]);
    expect(takenSplits(stopped).map((taken) => taken.segmentMs)).toEqual([10_000, 15_000, 15_000]);
  });

  it('is not offered when idle, stopped, or on a course of fewer than two obstacles', () => {
    expect(canSplit(idleStopwatch, course)).toBe(false);
    expect(canSplit(startRun(idleStopwatch, T0, 'r', course.slice(0, 1)))).toBe(false);
    expect(canSplit(startRun(idleStopwatch, T0, 'r'))).toBe(false);
    expect(canSplit(fullRun().stopped)).toBe(false);
  });

  it('takes the course known at the first SPLIT when START knew none (obstacles still loading)', () => {
    const started = startRun(idleStopwatch, T0, 'r');
    expect(started.course).toBeUndefined();
    const split = splitRun(started, T0 + 5_000, course);
    expect(split.course).toEqual(course);
    expect(split.splits).toEqual([T0 + 5_000]);
  });

  it('ignores a SPLIT at or before the previous one (a clock set back)', () => {
    const { first } = fullRun();
    expect(splitRun(first, T0 + 10_000)).toBe(first);
    expect(splitRun(first, T0 + 9_000)).toBe(first);
  });
});

describe('undo of a split', () => {
  it('takes the last split back within 3 s, never later and never after STOP', () => {
    const { first, second } = fullRun();
    expect(canUndoSplit(second, T0 + 25_000 + SPLIT_UNDO_MS)).toBe(true);
    expect(undoSplit(second, T0 + 26_000)).toEqual(first);
    expect(canUndoSplit(second, T0 + 25_001 + SPLIT_UNDO_MS)).toBe(false);
    expect(undoSplit(second, T0 + 29_000)).toBe(second);
    const stopped = stopRun(second, T0 + 25_500);
    expect(canUndoSplit(stopped, T0 + 25_600)).toBe(false);
    expect(undoSplit(stopped, T0 + 25_600)).toBe(stopped);
  });

  it('leaves no empty list behind when the only split is taken back', () => {
    const { started, first } = fullRun();
    expect(undoSplit(first, T0 + 11_000)).toEqual(started);
  });
});

describe('a run with some obstacles split but not all', () => {
  it('saves without splits, and says so', () => {
    const { first } = fullRun();
    const stopped = stopRun(first, T0 + 40_000);
    expect(splitsLeftOff(stopped)).toBe(true);
    expect(toSubmission(stopped)).toEqual({
      timeStarted: new Date(T0).toISOString(),
      timeCompleted: new Date(T0 + 40_000).toISOString(),
      duration: 40_000,
    });
    expect(splitsLeftOff(fullRun().stopped)).toBe(false);
  });

  it('a run that ignored SPLIT saves as before', () => {
    const stopped = stopRun(startRun(idleStopwatch, T0, 'r', course), T0 + 40_000);
    expect(toSubmission(stopped)?.splits).toBeUndefined();
    expect(splitsLeftOff(stopped)).toBe(false);
  });
});

describe('splits kept in storage', () => {
  it('survive a reload mid-run and after STOP, as the same timestamps', () => {
    const storage = memoryStorage();
    const { second, stopped } = fullRun();
    persistStopwatch(storage, 'k', second);
    expect(loadStopwatch(storage, 'k')).toEqual(second);
    persistStopwatch(storage, 'k', stopped);
    expect(toSubmission(loadStopwatch(storage, 'k'))).toEqual(toSubmission(stopped));
  });

  it('drops malformed splits but keeps the run', () => {
    const storage = memoryStorage();
    const { second } = fullRun();
    for (const splits of [[T0 + 25_000, T0 + 10_000], [T0 - 1], ['x'], [T0 + 1, T0 + 2, T0 + 3]]) {
      storage.setItem('k', JSON.stringify({ ...second, splits }));
      const loaded = loadStopwatch(storage, 'k');
      expect(loaded.startedAt).toBe(T0);
      expect(loaded.splits).toBeUndefined();
    }
    storage.setItem('k', JSON.stringify({ ...second, course: [{ equipmentId: 'x', name: 1 }] }));
    expect(loadStopwatch(storage, 'k')).toEqual({
      startedAt: T0,
      stoppedAt: null,
      runId: 'run-1',
      lastSaved: null,
    });
  });

  it('a run stored before splits existed reads as one without them', () => {
    const storage = memoryStorage();
    storage.setItem('k', JSON.stringify({ startedAt: T0, stoppedAt: null, runId: 'r', lastSaved: null }));
    const loaded = loadStopwatch(storage, 'k');
    expect(loaded).toEqual({ startedAt: T0, stoppedAt: null, runId: 'r', lastSaved: null });
    expect(canSplit(loaded, course)).toBe(true);
  });
});
