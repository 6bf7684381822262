import { expect } from 'vitest';
import type { GatePairing } from '../../shared/schemas/gate';
import { gateCalls } from './gate';
import type { TestApp } from './harness';

/**
 * A single phone's gate run as the server witnesses it: a solo pairing made at the start, each
 * crossing posted `delayMs` after it happened (a few hundred ms on a good signal), the server's clock
 * left at the finish. Answers the pairing once finished.
 */
export async function crossSoloPairing(
  t: TestApp,
  token: string,
  run: { locationId: number; startMs: number; durationMs: number; delayMs?: number; uncertaintyMs?: number },
): Promise<GatePairing> {
  const gate = gateCalls(t);
  const { startMs, durationMs, delayMs = 200, uncertaintyMs = 15 } = run;
  t.setNow(new Date(startMs - 1_000));
  const pairing = (
    await gate.create(token, { locationId: run.locationId, solo: true })
  ).json() as GatePairing;
  let answer = pairing;
  for (const [role, atMs] of [
    ['start', startMs],
    ['finish', startMs + durationMs],
  ] as const) {
    t.setNow(new Date(atMs + delayMs));
    const crossed = await gate.cross(token, { pairingId: pairing.id, role, at: atMs, uncertaintyMs });
    expect(crossed.statusCode, crossed.body).toBe(200);
    answer = crossed.json() as GatePairing;
  }
  return answer;
}

/** The save of a finished pairing's run, as the phone sends it. */
export const witnessedSaveBody = (pairing: GatePairing) => {
  if (!pairing.run) throw new Error('the pairing has no run yet');
  return {
    locationId: pairing.locationId,
    timeStarted: pairing.run.timeStarted,
    timeCompleted: pairing.run.timeCompleted,
    duration: pairing.run.durationMs,
    timingMethod: 'gate',
    gatePairingId: pairing.id,
  };
};
