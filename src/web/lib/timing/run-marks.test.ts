import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test-timing';
import {
  canUndoMark,
  endedAtFail,
  MARK_UNDO_MS,
  markRun,
  marksToGo,
  markTotals,
  nextObstacle,
  submittedMarks,
  undoMark,
} from './run-marks';
import {
  idleStopwatch,
  loadStopwatch,
  persistStopwatch,
  type RunObstacle,
  startRun,
  stopRun,
} from './stopwatch';

const T0 = Date.UTC(2026, 10, 1, 9, 0, 0);
const course: RunObstacle[] = [
  { equipmentId: 11, name: 'Monkey Bars' },
  { equipmentId: 12, name: 'Rope Climb' },
  { equipmentId: 13, name: 'Warped Wall' },
];
const started = startRun(idleStopwatch, T0, 'run-1', course);

describe('CLEARED and FAILED', () => {
  it('mark each obstacle in turn, naming the next with its place, and STOP waits for the last', () => {
    expect(nextObstacle(started)).toEqual({ obstacle: course[0], number: 1, of: 3 });
    expect(marksToGo(started)).toBe(3);
    const one = markRun(started, T0 + 10_000, true, 'penalty');
    const two = markRun(one, T0 + 20_000, false, 'penalty');
    expect(nextObstacle(two)).toEqual({ obstacle: course[2], number: 3, of: 3 });
    expect(two.stoppedAt).toBeNull();
    const three = markRun(two, T0 + 30_000, true, 'penalty');
    expect(nextObstacle(three)).toBeNull();
    expect(marksToGo(three)).toBe(0);
    expect(markRun(three, T0 + 31_000, true, 'penalty')).toBe(three);
    expect(submittedMarks(stopRun(three, T0 + 40_000))).toEqual([
      { equipmentId: 11, cleared: true, ms: 10_000 },
      { equipmentId: 12, cleared: false, ms: 20_000 },
      { equipmentId: 13, cleared: true, ms: 30_000 },
    ]);
    expect(markTotals(three.marks ?? [], 'penalty', 15)).toEqual({ obstaclesCleared: 2, penaltyMs: 15_000 });
  });

  it('at an obstacles event, FAILED ends the run at the mark; clearing the last leaves the clock running', () => {
    const failed = markRun(markRun(started, T0 + 10_000, true, 'obstacles'), T0 + 22_000, false, 'obstacles');
    expect(failed.stoppedAt).toBe(T0 + 22_000);
    expect(endedAtFail(failed)).toBe(true);
    expect(nextObstacle(failed)).toBeNull();
    expect(marksToGo(failed)).toBe(0);
    const all = [1, 2, 3].reduce((state, n) => markRun(state, T0 + n * 10_000, true, 'obstacles'), started);
    expect(all.stoppedAt).toBeNull();
    expect(endedAtFail(stopRun(all, T0 + 35_000))).toBe(false);
    expect(markTotals(all.marks ?? [], 'obstacles', null)).toEqual({ obstaclesCleared: 3, penaltyMs: 0 });
  });

  it('takes the last mark back for 3 s, a FAILED that ended the run included (the run goes on)', () => {
    const one = markRun(started, T0 + 10_000, true, 'obstacles');
    expect(canUndoMark(one, T0 + 10_000 + MARK_UNDO_MS)).toBe(true);
    expect(canUndoMark(one, T0 + 10_001 + MARK_UNDO_MS)).toBe(false);
    expect(undoMark(one, T0 + 12_000)).toEqual(started);
    const failed = markRun(one, T0 + 20_000, false, 'obstacles');
    const back = undoMark(failed, T0 + 21_000);
    expect(back.stoppedAt).toBeNull();
    expect(back.marks).toEqual([{ cleared: true, at: T0 + 10_000 }]);
    expect(nextObstacle(back)?.obstacle.name).toBe('Rope Climb');
    // Stopped by STOP, nothing is taken back.
    const stopped = stopRun(markRun(started, T0 + 10_000, true, 'penalty'), T0 + 11_000);
    expect(canUndoMark(stopped, T0 + 11_500)).toBe(false);
  });

  it('marks nothing while idle or stopped, or at a moment not after the last', () => {
    expect(markRun(idleStopwatch, T0, true, 'penalty', course)).toBe(idleStopwatch);
    expect(markRun(started, T0, true, 'penalty')).toBe(started);
    const stopped = stopRun(started, T0 + 5_000);
    expect(markRun(stopped, T0 + 6_000, true, 'penalty')).toBe(stopped);
  });

  it('keeps the course known now with a run started before it loaded', () => {
    const early = startRun(idleStopwatch, T0, 'run-2');
    expect(nextObstacle(early)).toBeNull();
    expect(nextObstacle(early, course)?.number).toBe(1);
    expect(markRun(early, T0 + 5_000, true, 'penalty', course).course).toEqual(course);
  });

  it('survives a reload with the run; marks out of order or beyond the course are left off', () => {
    const storage = memoryStorage();
    const two = markRun(markRun(started, T0 + 10_000, true, 'penalty'), T0 + 20_000, false, 'penalty');
    persistStopwatch(storage, 'lane', two);
    expect(loadStopwatch(storage, 'lane')).toEqual(two);
    for (const marks of [
      [
        { cleared: true, at: T0 + 20_000 },
        { cleared: true, at: T0 + 10_000 },
      ],
      [{ cleared: 'yes', at: T0 + 10_000 }],
      [1, 2, 3, 4].map((n) => ({ cleared: true, at: T0 + n * 1_000 })),
    ]) {
      storage.setItem('lane', JSON.stringify({ ...two, marks }));
      const loaded = loadStopwatch(storage, 'lane');
      expect(loaded.marks).toBeUndefined();
      expect(loaded.startedAt).toBe(T0);
    }
  });
});
