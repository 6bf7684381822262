import { useCallback, useEffect, useRef } from 'react';
import type { ClockOffset } from '../../../../../shared/gate/clock-offset';
import {
  type GateRole,
  MAX_CROSSING_UNCERTAINTY_MS,
  PAIRING_LIFETIME_MS,
} from '../../../../../shared/gate/pairing';
import { phoneClock, syncClock } from '../../../../lib/gate/clock-sync';
import type { GateRecord } from '../../../../lib/timing/stopwatch';
import { createSoloPairing, postCrossing } from '../../api/gate-pairing';

/**
 * How long a crossing's post may take: the server witnesses a crossing arriving within its uncertainty
 * and 3 s of its instant, so a slower answer would not be a witness anyway. The run never waits longer.
 */
const CROSSING_POST_TIMEOUT_MS = 3_000;

/** A pairing armed and waiting this long is replaced before it lapses (it lives ten minutes after its last change). */
const PAIRING_FRESH_MS = PAIRING_LIFETIME_MS - 3 * 60_000;

/** The promise's value, or null when it fails or takes longer than `ms`. */
export function settleWithin<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}

/** What a run needs to be witnessed: the server's pairing and this phone's offset to its clock. */
interface Witness {
  pairingId: number;
  offset: ClockOffset;
  madeAt: number;
}

/** The run under way: its instants on the server's clock, and the start's post. */
interface WitnessedStart {
  witness: Witness;
  startedAt: number;
}

/** An instant of the phone's clock on the server's, in whole milliseconds as the save sends it. */
const onServerClock = (phoneAt: number, offset: ClockOffset) => Math.round(phoneAt + offset.offsetMs);

/** A crossing's post, fire-and-forget: its answer (or none) changes nothing on the phone. */
const post = (pairingId: number, role: GateRole, at: number, offset: ClockOffset) =>
  settleWithin(
    postCrossing({ pairingId, role, at, uncertaintyMs: offset.uncertaintyMs }),
    CROSSING_POST_TIMEOUT_MS,
  );

interface GateWitness {
  /**
   * The gate armed: opens a solo pairing and measures the clock, in the background (a failure: no
   * witness). Resolves once ready or given up (Arm the gate waits on it, a few seconds at most).
   */
  prepare: () => Promise<void>;
  /** The start crossed, at `phoneAt` on the phone's clock: posted at once, without waiting. */
  start: (phoneAt: number) => void;
  /**
   * The finish crossed: posted, and within CROSSING_POST_TIMEOUT_MS the run to record. With a pairing
   * its instants are the server's clock, exactly as posted, and it names the pairing, so the save is
   * the crossings' run whatever reached the server; without one, the phone's own instants.
   */
  finish: (run: { startedAt: number; stoppedAt: number }) => Promise<GateRecord>;
  /** The pairing of the run under way or just finished (its crossings' photos go to it), else null. */
  pairingId: () => number | null;
}

/**
 * The single-phone gate's witness (docs/timing.md, "Trust"): each crossing is posted to the server as
 * it happens, so a run timed with signal saves witnessed. No signal at any step only means the run
 * saves unwitnessed: the gate never waits on the network to time a run.
 */
export function useGateWitness({
  locationId,
  enabled,
}: {
  locationId: number;
  enabled: boolean;
}): GateWitness {
  const ready = useRef<Witness | null>(null);
  const running = useRef<WitnessedStart | null>(null);
  const lastPairingId = useRef<number | null>(null);
  const preparing = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const prepare = useCallback(() => {
    const fresh = ready.current && phoneClock() - ready.current.madeAt < PAIRING_FRESH_MS;
    if (!enabled || fresh || preparing.current) return Promise.resolve();
    preparing.current = true;
    ready.current = null;
    return Promise.all([createSoloPairing(locationId), syncClock()])
      .then(([pairing, offset]) => {
        if (!alive.current || offset.uncertaintyMs > MAX_CROSSING_UNCERTAINTY_MS) return;
        ready.current = { pairingId: pairing.id, offset, madeAt: phoneClock() };
      })
      .catch(() => undefined)
      .finally(() => {
        preparing.current = false;
      });
  }, [enabled, locationId]);

  // An armed gate can wait a long time for its runner: its pairing is renewed before it lapses.
  useEffect(() => {
    const timer = setInterval(() => {
      if (!running.current && ready.current) void prepare();
    }, 60_000);
    return () => clearInterval(timer);
  }, [prepare]);

  const start = useCallback((phoneAt: number) => {
    const witness = ready.current;
    ready.current = null;
    running.current = null;
    lastPairingId.current = witness?.pairingId ?? null;
    if (!witness) return;
    const startedAt = onServerClock(phoneAt, witness.offset);
    running.current = { witness, startedAt };
    void post(witness.pairingId, 'start', startedAt, witness.offset);
  }, []);

  const finish = useCallback(async (run: { startedAt: number; stoppedAt: number }): Promise<GateRecord> => {
    const started = running.current;
    running.current = null;
    if (!started) return run;
    const { witness, startedAt } = started;
    const stoppedAt = onServerClock(run.stoppedAt, witness.offset);
    await post(witness.pairingId, 'finish', stoppedAt, witness.offset);
    return { startedAt, stoppedAt, gatePairingId: witness.pairingId };
  }, []);

  const pairingId = useCallback(() => lastPairingId.current, []);

  return { prepare, start, finish, pairingId };
}
