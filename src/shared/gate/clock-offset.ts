/**
 * How far a phone's clock is from the server's, as NTP measures it: the phone notes when it asked
 * and when the answer came, the server notes when it answered. The answer's trip out and back are
 * taken as equal, so the offset is wrong by at most half the round trip; several round trips are
 * made and the quickest kept, because a quick round trip leaves the least room for unequal halves.
 * The two-phone gate times a run as finish − start on the server's clock (docs/timing.md).
 */

export interface ClockSample {
  /** Phone clock when the request left (ms). */
  sentAt: number;
  /** Server clock when it answered (ms). */
  serverAt: number;
  /** Phone clock when the answer arrived (ms). */
  receivedAt: number;
}

export interface ClockOffset {
  /** Add to a phone time to get the server time. */
  offsetMs: number;
  /** The server time is within ± this of phone time + offset: half the kept round trip. */
  uncertaintyMs: number;
  roundTripMs: number;
  /** Round trips that could be used. */
  samples: number;
}

/** The offset from the quickest usable round trip, or null when none could be used. */
export function estimateClockOffset(samples: readonly ClockSample[]): ClockOffset | null {
  const usable = samples.filter(
    (sample) =>
      Number.isFinite(sample.sentAt) &&
      Number.isFinite(sample.serverAt) &&
      Number.isFinite(sample.receivedAt) &&
      // An answer before its question means the phone's clock was changed mid-way.
      sample.receivedAt >= sample.sentAt,
  );
  if (usable.length === 0) return null;
  const quickest = usable.reduce((best, sample) =>
    sample.receivedAt - sample.sentAt < best.receivedAt - best.sentAt ? sample : best,
  );
  const roundTripMs = quickest.receivedAt - quickest.sentAt;
  return {
    offsetMs: quickest.serverAt - (quickest.sentAt + quickest.receivedAt) / 2,
    uncertaintyMs: roundTripMs / 2,
    roundTripMs,
    samples: usable.length,
  };
}

interface GateReading {
  /** Crossing time on the phone's clock (ms since the epoch). */
  at: number;
  clock: ClockOffset;
}

/**
 * A run timed by two phones, on the server's clock. The uncertainties add: each phone's offset can
 * be off by its own half round trip, in either direction.
 */
export function twoPhoneRun(start: GateReading, finish: GateReading) {
  const startedAt = start.at + start.clock.offsetMs;
  const finishedAt = finish.at + finish.clock.offsetMs;
  return {
    startedAt,
    finishedAt,
    durationMs: finishedAt - startedAt,
    uncertaintyMs: start.clock.uncertaintyMs + finish.clock.uncertaintyMs,
  };
}
