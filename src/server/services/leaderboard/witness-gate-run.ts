import type { MemberTimingMethod } from '../../../shared/timing-method';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, invalidField } from '../../lib/http-errors';

/** What a save says of its run that its gate pairing's crossings can confirm. */
interface GateRunClaim {
  locationId: number;
  timeStarted: string;
  timeCompleted: string;
  duration: number;
  timingMethod?: MemberTimingMethod;
  gatePairingId?: number;
}

/** What the time row keeps of its evidence. */
export interface GateRunEvidence {
  witnessed: boolean;
  gatePairingId: number | null;
}

const gateRunMessages = {
  unknown: 'No gate pairing of yours has this id',
  notGate: 'Only a gate-timed run names a gate pairing',
  otherLocation: 'This gate pairing timed a run at another location',
  alreadySaved: 'This gate run is already saved',
  duration: 'Duration must be the gate’s finish minus its start',
  timeStarted: 'Start time must be the gate’s start crossing',
  timeCompleted: 'Finish time must be the gate’s finish crossing',
};

/** Rounding: the phone and the server each round an instant to the millisecond. */
const ROUNDING_MS = 1;

const UNWITNESSED: GateRunEvidence = { witnessed: false, gatePairingId: null };

/** A gate pairing as a save's checks read it (`readSaveChecks`), with whether a time already names it. */
export interface SeenPairing {
  userId: number;
  locationId: number;
  startAt: Date | null;
  startUncertaintyMs: number | null;
  finishAt: Date | null;
  finishUncertaintyMs: number | null;
  crossingsWitnessed: boolean;
  saved: boolean;
}

/** A second save of one gate run (found by the checks, or by the unique index on a race). */
export const gateRunSaved = () =>
  conflict(gateRunMessages.alreadySaved, { gatePairingId: gateRunMessages.alreadySaved }).as(
    'GATE_RUN_SAVED',
  );

/**
 * A save that names its gate pairing is witnessed when the server saw both crossings as they happened
 * (docs/timing.md, "Trust"). A pairing that is missing (`pairing` null) or another member's is a 400
 * naming `gatePairingId` (an offline replay must not look like a missing route); a save that
 * contradicts its finished pairing's crossings is a 400 naming the field. A pairing not finished (the
 * finish crossing never reached the server) still saves the run, unwitnessed: no run is ever lost.
 */
export function witnessGateRun(
  actor: Actor,
  claim: GateRunClaim,
  pairing: SeenPairing | null,
): GateRunEvidence {
  if (claim.gatePairingId === undefined) return UNWITNESSED;
  if (!pairing || pairing.userId !== actor.id) throw invalidField('gatePairingId', gateRunMessages.unknown);
  if (claim.timingMethod !== 'gate') throw invalidField('gatePairingId', gateRunMessages.notGate);
  if (pairing.locationId !== claim.locationId)
    throw invalidField('gatePairingId', gateRunMessages.otherLocation);
  // One pair of crossings is one run: a second save naming it is a copy (or a borrowed witness), not a
  // second run, so a club's board never shows it twice (two at once: the unique index on
  // times.gate_pairing_id refuses the second). A replay of the same save (its Idempotency-Key) is
  // answered from the first and never reaches here.
  if (pairing.saved) throw gateRunSaved();
  if (!pairing.startAt || !pairing.finishAt) return { witnessed: false, gatePairingId: claim.gatePairingId };
  assertMatchesCrossings(claim, pairing, pairing.startAt, pairing.finishAt);
  return { witnessed: pairing.crossingsWitnessed, gatePairingId: claim.gatePairingId };
}

function assertMatchesCrossings(claim: GateRunClaim, pairing: SeenPairing, startAt: Date, finishAt: Date) {
  const errors: Record<string, string> = {};
  const off = (iso: string, at: Date, uncertaintyMs: number | null) =>
    Math.abs(Date.parse(iso) - at.getTime()) > (uncertaintyMs ?? 0) + ROUNDING_MS;
  if (Math.abs(claim.duration - (finishAt.getTime() - startAt.getTime())) > ROUNDING_MS)
    errors.duration = gateRunMessages.duration;
  if (off(claim.timeStarted, startAt, pairing.startUncertaintyMs))
    errors.timeStarted = gateRunMessages.timeStarted;
  if (off(claim.timeCompleted, finishAt, pairing.finishUncertaintyMs))
    errors.timeCompleted = gateRunMessages.timeCompleted;
  const [first] = Object.values(errors);
  if (first) throw badRequest(first, errors);
}
