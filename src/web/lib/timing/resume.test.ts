import { describe, expect, it } from 'vitest';
import { SPLIT_GUARD_MS, splitHolding, splitRun } from './run-splits';
import {
  canResume,
  idleStopwatch,
  RESUME_MS,
  type RunObstacle,
  recordRun,
  resumeRun,
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

describe('Resume after STOP', () => {
  it('goes on from the first start with the splits kept, for RESUME_MS after STOP only', () => {
    const split = splitRun(startRun(idleStopwatch, T0, 'run-1', course), T0 + 10_000);
    const stopped = stopRun(split, T0 + 12_000);
    expect(canResume(stopped, T0 + 12_000 + RESUME_MS - 1)).toBe(true);
    expect(canResume(stopped, T0 + 12_000 + RESUME_MS)).toBe(false);

    const resumed = resumeRun(stopped, T0 + 14_000);
    expect(resumed).toEqual({ ...split, stoppedAt: null });
    const finished = stopRun(splitRun(resumed, T0 + 25_000), T0 + 40_000);
    expect(toSubmission(finished)).toMatchObject({
      duration: 40_000,
      splits: [
        { equipmentId: 11, ms: 10_000 },
        { equipmentId: 12, ms: 25_000 },
        { equipmentId: 13, ms: 40_000 },
      ],
    });
    expect(resumeRun(stopped, T0 + 12_000 + RESUME_MS)).toBe(stopped);
  });

  it('is not offered for a running or idle watch, nor for a run the camera gate timed', () => {
    const running = startRun(idleStopwatch, T0, 'run-2');
    expect(canResume(running, T0 + 1_000)).toBe(false);
    expect(resumeRun(idleStopwatch, T0)).toBe(idleStopwatch);
    const gate = recordRun(idleStopwatch, { startedAt: T0, stoppedAt: T0 + 40_000 }, 'run-3');
    expect(canResume(gate, T0 + 41_000)).toBe(false);
  });
});

describe('SPLIT holding after a split', () => {
  it('holds for SPLIT_GUARD_MS after each split while the run goes, also after the last', () => {
    const started = startRun(idleStopwatch, T0, 'run-4', course);
    expect(splitHolding(started, T0 + 5_000)).toBe(false);
    const last = splitRun(splitRun(started, T0 + 10_000), T0 + 25_000);
    expect(splitHolding(last, T0 + 25_000 + SPLIT_GUARD_MS - 1)).toBe(true);
    expect(splitHolding(last, T0 + 25_000 + SPLIT_GUARD_MS)).toBe(false);
    expect(splitHolding(stopRun(last, T0 + 25_500), T0 + 25_600)).toBe(false);
  });
});
