import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ClockSample, estimateClockOffset, twoPhoneRun } from './clock-offset';

/** A round trip to a server whose clock is `offset` ahead, with the given one-way delays. */
const trip = (sentAt: number, offset: number, out: number, back: number): ClockSample => ({
  sentAt,
  serverAt: sentAt + out + offset,
  receivedAt: sentAt + out + back,
});

describe('estimateClockOffset', () => {
  it('is exact when the trip out and back take as long', () => {
    const estimate = estimateClockOffset([trip(1_000, 250, 40, 40)]);
    expect(estimate).toEqual({ offsetMs: 250, uncertaintyMs: 40, roundTripMs: 80, samples: 1 });
  });

  it('keeps the quickest round trip, as NTP does', () => {
    const estimate = estimateClockOffset([
      trip(0, -3_000, 300, 20),
      trip(1_000, -3_000, 6, 4),
      trip(2_000, -3_000, 50, 200),
    ]);
    expect(estimate?.roundTripMs).toBe(10);
    expect(estimate?.offsetMs).toBe(-2_999);
    expect(estimate?.samples).toBe(3);
  });

  it('drops unusable trips and answers null when none is left', () => {
    expect(estimateClockOffset([])).toBeNull();
    expect(estimateClockOffset([{ sentAt: 10, serverAt: 5, receivedAt: 9 }])).toBeNull();
    expect(estimateClockOffset([{ sentAt: Number.NaN, serverAt: 5, receivedAt: 9 }])).toBeNull();
    expect(estimateClockOffset([{ sentAt: 0, serverAt: 5, receivedAt: 9 }, trip(0, 7, 1, Infinity)])).toEqual(
      {
        offsetMs: 0.5,
        uncertaintyMs: 4.5,
        roundTripMs: 9,
        samples: 1,
      },
    );
  });

  it('is within its uncertainty of the truth whatever the delays', () => {
    const delays = fc.tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }));
    fc.assert(
      fc.property(
        fc.integer({ min: -86_400_000, max: 86_400_000 }),
        fc.array(delays, { minLength: 1, maxLength: 8 }),
        (offset, trips) => {
          const samples = trips.map(([out, back], i) =>
            trip(1_700_000_000_000 + i * 1_000, offset, out, back),
          );
          const estimate = estimateClockOffset(samples);
          expect(estimate).not.toBeNull();
          expect(Math.abs((estimate?.offsetMs ?? 0) - offset)).toBeLessThanOrEqual(
            (estimate?.uncertaintyMs ?? 0) + 1e-6,
          );
        },
      ),
    );
  });
});

describe('twoPhoneRun', () => {
  it('times finish − start on the server clock and adds both uncertainties', () => {
    // The start phone runs 2 s behind the server, the finish phone 1.5 s ahead.
    const startClock = estimateClockOffset([trip(0, 2_000, 5, 5)]);
    const finishClock = estimateClockOffset([trip(0, -1_500, 8, 8)]);
    if (!startClock || !finishClock) throw new Error('Both phones measured their clocks.');
    const serverStart = 1_000_000;
    const run = twoPhoneRun(
      { at: serverStart - 2_000, clock: startClock },
      { at: serverStart + 42_310 + 1_500, clock: finishClock },
    );
    expect(run).toEqual({
      startedAt: serverStart,
      finishedAt: serverStart + 42_310,
      durationMs: 42_310,
      uncertaintyMs: 13,
    });
  });
});
