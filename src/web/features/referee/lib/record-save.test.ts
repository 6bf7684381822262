import { describe, expect, it } from 'vitest';
import type { Competitor } from '../../../../shared/schemas/referee';
import { readPendingSave } from '../../../lib/timing/pending-save';
import { idleStopwatch, markSaved, startRun, stopRun } from '../../../lib/timing/stopwatch';
import { buildRefereeSave, shortOfMinimum } from './record-save';

const sam: Competitor = {
  id: 12,
  name: 'Sam Lee',
  userName: 'sam',
  maskedEmail: 's•••@example.com',
  maskedPhone: null,
};
const event = { id: 5, locationId: 3 };
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
