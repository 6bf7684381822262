import { describe, expect, it } from 'vitest';
import type { Competitor } from '../../../../shared/schemas/referee';
import { readPendingSave } from '../../../lib/timing/pending-save';
import { markRun } from '../../../lib/timing/run-marks';
import { idleStopwatch, markSaved, type RunObstacle, startRun, stopRun } from '../../../lib/timing/stopwatch';
import {
  buildRefereeSave,
  laneMarksText,
  marksProblem,
  runMarksSummary,
  shortOfMinimum,
} from './record-save';

const sam: Competitor = {
  id: 12,
  name: 'Sam Lee',
  userName: 'sam',
  maskedEmail: 's•••@example.com',
  maskedPhone: null,
};
const event = { id: 5, locationId: 3, format: 'time' as const };
const T0 = Date.parse('2026-05-01T01:00:00.000Z');
const stopped = stopRun(startRun(idleStopwatch, T0, 'run-1'), T0 + 65_430);

describe('buildRefereeSave', () => {
  it("builds the referee endpoint's entry: timestamps, duration, competitor (named without contact details), event and its location", () => {
    expect(buildRefereeSave(stopped, sam, event)).toEqual({
      runId: 'run-1',
      endpoint: 'referee',
      body: {
        timeStarted: '2026-05-01T01:00:00.000Z',
        timeCompleted: '2026-05-01T01:01:05.430Z',
        duration: 65_430,
        locationId: 3,
        userId: 12,
        eventId: 5,
      },
      label: 'Sam Lee (sam)',
    });
  });

  it('builds nothing without a competitor, while running, when idle or once saved', () => {
    expect(buildRefereeSave(stopped, null, event)).toBeNull();
    expect(buildRefereeSave(startRun(idleStopwatch, T0, 'run-1'), sam, event)).toBeNull();
    expect(buildRefereeSave(idleStopwatch, sam, event)).toBeNull();
    expect(buildRefereeSave(markSaved(stopped, 'run-1'), sam, event)).toBeNull();
    expect(buildRefereeSave(stopRun(startRun(idleStopwatch, T0, 'r'), T0), sam, event)).toBeNull();
  });

  it('keeps the run id, so a resend of the same run carries the same Idempotency-Key', () => {
    expect(buildRefereeSave(stopped, sam, event)?.runId).toBe(buildRefereeSave(stopped, sam, event)?.runId);
  });

  it("carries the referee's confirmation of a short time, kept on the phone and read back", () => {
    const entry = buildRefereeSave(stopped, sam, event, true);
    expect(entry?.body).toMatchObject({ duration: 65_430, confirmShort: true });
    const kept = { ...entry, ownerId: '7', queuedAt: 1 };
    expect(readPendingSave(JSON.parse(JSON.stringify(kept)))).toEqual(kept);
    const unconfirmed = { ...buildRefereeSave(stopped, sam, event), ownerId: '7', queuedAt: 1 };
    expect(readPendingSave(JSON.parse(JSON.stringify(unconfirmed)))?.body).not.toHaveProperty('confirmShort');
  });

  it("tells a time under the course's minimum, and none where the course has no minimum", () => {
    expect(shortOfMinimum(6_000, 20)).toBe(20_000);
    expect(shortOfMinimum(20_000, 20)).toBeNull();
    expect(shortOfMinimum(6_000, null)).toBeNull();
  });
});

const course: RunObstacle[] = [
  { equipmentId: 31, name: 'Cargo Net' },
  { equipmentId: 32, name: 'Balance Beam' },
  { equipmentId: 33, name: 'Rope Climb' },
];
const penalty = { id: 6, locationId: 3, format: 'penalty' as const, penaltySeconds: 10 };
const furthest = { id: 7, locationId: 3, format: 'obstacles' as const, penaltySeconds: null };

/** A run started at T0 on the course with marks at 10 s, 20 s and 30 s (true: cleared). */
function marked(format: 'obstacles' | 'penalty', results: boolean[]) {
  return results.reduce(
    (state, cleared, index) => markRun(state, T0 + (index + 1) * 10_000, cleared, format),
    startRun(idleStopwatch, T0, 'run-2', course),
  );
}

describe('a save at an event scored by obstacles or penalties', () => {
  it('sends every mark in course order, ms from the start, and no splits; the notice knows the course', () => {
    const stopped = stopRun(marked('penalty', [true, false, true]), T0 + 41_000);
    const entry = buildRefereeSave(stopped, sam, penalty);
    expect(entry?.body).toEqual({
      timeStarted: '2026-05-01T01:00:00.000Z',
      timeCompleted: '2026-05-01T01:00:41.000Z',
      duration: 41_000,
      locationId: 3,
      userId: 12,
      eventId: 6,
      obstacles: [
        { equipmentId: 31, cleared: true, ms: 10_000 },
        { equipmentId: 32, cleared: false, ms: 20_000 },
        { equipmentId: 33, cleared: true, ms: 30_000 },
      ],
    });
    expect(entry?.scoring).toEqual({ format: 'penalty', courseObstacles: 3 });
    expect(marksProblem(stopped, 'penalty')).toBeNull();
    expect(runMarksSummary(stopped, penalty)).toBe('+10 s');
    expect(laneMarksText(stopped, penalty)).toBe('+10 s (1 of 3 failed)');
    // Kept on the phone and read back, the same body goes again under the same key.
    const kept = { ...entry, ownerId: '7', queuedAt: 1 };
    expect(readPendingSave(JSON.parse(JSON.stringify(kept)))).toEqual(kept);
  });

  it("ends an obstacles event's run at its FAILED: the duration is that mark's", () => {
    const failed = marked('obstacles', [true, false]);
    const entry = buildRefereeSave(failed, sam, furthest);
    expect(entry?.body.duration).toBe(20_000);
    expect(entry?.body).toMatchObject({
      obstacles: [
        { equipmentId: 31, cleared: true, ms: 10_000 },
        { equipmentId: 32, cleared: false, ms: 20_000 },
      ],
    });
    expect(marksProblem(failed, 'obstacles')).toBeNull();
    expect(laneMarksText(failed, furthest)).toBe('Failed Balance Beam (2 of 3): 1 of 3 cleared');
    const cleared = stopRun(marked('obstacles', [true, true, true]), T0 + 35_000);
    expect(laneMarksText(cleared, furthest)).toBe('3 of 3 cleared');
  });

  it('says why marks cannot be saved: none made, or a location without obstacles', () => {
    const unmarked = stopRun(startRun(idleStopwatch, T0, 'run-3', course), T0 + 9_000);
    expect(marksProblem(unmarked, 'penalty')).toBe(
      'Obstacles must be marked at this event: one mark per obstacle attempted',
    );
    const bare = stopRun(startRun(idleStopwatch, T0, 'run-4'), T0 + 9_000);
    expect(marksProblem(bare, 'obstacles')).toBe(
      'Obstacles must be marked at this event: one mark per obstacle attempted',
    );
    expect(marksProblem(unmarked, 'time')).toBeNull();
  });
});
