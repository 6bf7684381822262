import { eq } from 'drizzle-orm';
import type { MemberTimingMethod } from '../../../shared/timing-method';
import type { DbOrTx } from '../../db/client';
import { type GatePairingRow, gatePairings, times } from '../../db/schema/index';
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
interface GateRunEvidence {
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

/**
 * A save that names its gate pairing is witnessed when the server saw both crossings as they happened
 * (docs/timing.md, "Trust"). Pass the save's transaction: the pairing row is locked, so two saves
 * naming it take turns and the second finds the first. A pairing that is missing or another member's
 * is a 400 naming `gatePairingId` (an offline replay must not look like a missing route); a save that
 * contradicts its finished pairing's crossings is a 400 naming the field. A pairing not finished (the
 * finish crossing never reached the server) still saves the run, unwitnessed: no run is ever lost.
 */
export async function witnessGateRun(
  db: DbOrTx,
  actor: Actor,
  claim: GateRunClaim,
): Promise<GateRunEvidence> {
  if (claim.gatePairingId === undefined) return UNWITNESSED;
  const [pairing] = await db
    .select()
    .from(gatePairings)
    .where(eq(gatePairings.id, claim.gatePairingId))
    .for('update');
  if (!pairing || pairing.userId !== actor.id) throw invalidField('gatePairingId', gateRunMessages.unknown);
  if (claim.timingMethod !== 'gate') throw invalidField('gatePairingId', gateRunMessages.notGate);
  if (pairing.locationId !== claim.locationId)
    throw invalidField('gatePairingId', gateRunMessages.otherLocation);
  // One pair of crossings is one run: a second save naming it is a copy (or a borrowed witness), not a
  // second run, so a club's board never shows it twice. A replay of the same save (its
  // Idempotency-Key) is answered from the first and never reaches here.
  const [used] = await db.select({ id: times.id }).from(times).where(eq(times.gatePairingId, pairing.id));
  if (used)
    throw conflict(gateRunMessages.alreadySaved, { gatePairingId: gateRunMessages.alreadySaved }).as(
      'GATE_RUN_SAVED',
    );
  if (!pairing.startAt || !pairing.finishAt) return { witnessed: false, gatePairingId: pairing.id };
  assertMatchesCrossings(claim, pairing, pairing.startAt, pairing.finishAt);
  return { witnessed: pairing.crossingsWitnessed, gatePairingId: pairing.id };
}

function assertMatchesCrossings(claim: GateRunClaim, pairing: GatePairingRow, startAt: Date, finishAt: Date) {
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
