import { type ClockOffset, type ClockSample, estimateClockOffset } from '../../../shared/gate/clock-offset';
import type { GateClock } from '../../../shared/schemas/gate';
import { apiGet } from '../api-client';

/** Eight round trips take well under a second on a local network and nearly always include a quick one. */
const CLOCK_ROUNDS = 8;

/**
 * The phone's clock for the gate: the performance clock as epoch ms. Frame capture times are on the
 * same clock (`epochOf`), and unlike Date.now() it never jumps when the phone sets its own time
 * mid-run.
 */
export const phoneClock = (): number => performance.timeOrigin + performance.now();

interface ClockSyncOptions {
  rounds?: number;
  /** The phone's clock (tests add a skew to it). */
  now?: () => number;
  /** One reading of the server's clock. */
  serverTime?: () => Promise<number>;
}

const readServerClock = async () => (await apiGet<GateClock>('/Gate/Clock')).serverTime;

/**
 * Measures this phone's offset to the server's clock as NTP does (`estimateClockOffset`): `rounds`
 * round trips one after another, each timed on the phone, and the quickest kept. A failed round trip
 * is skipped; when none succeeds the last failure is thrown.
 */
export async function syncClock(options: ClockSyncOptions = {}): Promise<ClockOffset> {
  const { rounds = CLOCK_ROUNDS, now = phoneClock, serverTime = readServerClock } = options;
  const samples: ClockSample[] = [];
  let failure: unknown = new Error('no round trips made');
  for (let round = 0; round < rounds; round += 1) {
    const sentAt = now();
    try {
      const serverAt = await serverTime();
      samples.push({ sentAt, serverAt, receivedAt: now() });
    } catch (error) {
      failure = error;
    }
  }
  const offset = estimateClockOffset(samples);
  if (!offset) throw failure;
  return offset;
}
