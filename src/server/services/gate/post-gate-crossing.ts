import { eq } from 'drizzle-orm';
import { minimumRunMs } from '../../../shared/gate/detector';
import { type GateRole, PAIRING_LIFETIME_MS } from '../../../shared/gate/pairing';
import { belowPlausibleMinimum } from '../../../shared/messages';
import type { DbOrTx } from '../../db/client';
import { type GatePairingRow, gatePairings, locations } from '../../db/schema/index';
import { conflict, invalidField } from '../../lib/http-errors';
import { addMs } from '../../lib/time';
import type { Deps } from '../deps';
import { isExpired, loadGatePairing } from './load-gate-pairing';

interface GateCrossing {
  pairingId: number;
  role: GateRole;
  /** On the server's clock, ms since 1970. */
  at: number;
  uncertaintyMs: number;
}

/** How far past the server's clock a crossing may claim to be: a phone's offset is not exact. */
const FUTURE_SLACK_MS = 5_000;

/**
 * How far a witnessed crossing's instant may lie from its arrival beyond the phone's own uncertainty:
 * the post's trip over a phone network and the detector's frame or two, with room for a slow mobile
 * link. Seconds, not minutes, so a start and finish typed in by hand afterwards cannot pass as seen.
 */
export const WITNESS_SLACK_MS = 3_000;

/** The crossing reached the server as it happened: within its uncertainty and the slack of its arrival. */
const arrivedAsItHappened = (at: number, uncertaintyMs: number, now: Date): boolean =>
  Math.abs(now.getTime() - at) <= uncertaintyMs + WITNESS_SLACK_MS;

const crossingMessages = {
  expired: 'This pairing has expired: start a new one',
  notJoined: 'The finish phone has not joined yet',
  secondStart: 'The start has already been crossed',
  noStart: 'The start has not been crossed yet',
  secondFinish: 'The finish has already been crossed',
  finishBeforeStart: 'The finish is before the start',
  future: 'The crossing is later than the server’s clock',
  beforePairing: 'The crossing is before the pairing was made',
};

async function courseMinimumMs(tx: DbOrTx, locationId: number): Promise<number> {
  const [location] = await tx
    .select({ minimumSeconds: locations.minimumSeconds })
    .from(locations)
    .where(eq(locations.id, locationId));
  return minimumRunMs(location?.minimumSeconds);
}

/** The finish's checks: after a start, once, and no quicker than the course allows. */
async function checkFinish(tx: DbOrTx, pairing: GatePairingRow, at: number): Promise<void> {
  if (!pairing.startAt) throw conflict(crossingMessages.noStart);
  if (pairing.finishAt) throw conflict(crossingMessages.secondFinish);
  const durationMs = at - pairing.startAt.getTime();
  if (durationMs <= 0) throw invalidField('at', crossingMessages.finishBeforeStart);
  const minimumMs = await courseMinimumMs(tx, pairing.locationId);
  // Refused, not stored: the detector's real finish can still follow.
  if (durationMs < minimumMs) throw invalidField('at', belowPlausibleMinimum(minimumMs)).as('BELOW_MINIMUM');
}

/**
 * A phone posts its crossing, already on the server's clock. The row is locked, so a start and a
 * finish posted at once are checked in turn. The run is finish − start; each phone's uncertainty is
 * kept (rounded up to the ms) and the run's is their sum. A crossing that did not arrive as it
 * happened is still kept, so no run is lost, but the pairing no longer witnesses its run.
 */
export async function postGateCrossing(
  { db, actor, pairingAccess, now }: Deps<'db' | 'now' | 'actor' | 'pairingAccess'>,
  input: GateCrossing,
): Promise<GatePairingRow> {
  const at = Math.round(input.at);
  const uncertaintyMs = Math.ceil(input.uncertaintyMs);
  if (at > now.getTime() + uncertaintyMs + FUTURE_SLACK_MS) throw invalidField('at', crossingMessages.future);
  return db.transaction(async (tx) => {
    const pairing = await loadGatePairing(
      tx,
      { actor, pairingAccess },
      { id: input.pairingId, lock: true, crossing: input.role },
    );
    if (isExpired(pairing, now)) throw conflict(crossingMessages.expired);
    if (!pairing.finishJoinedAt) throw conflict(crossingMessages.notJoined);
    if (at < pairing.createdAt.getTime()) throw invalidField('at', crossingMessages.beforePairing);
    if (input.role === 'start' && pairing.startAt) throw conflict(crossingMessages.secondStart);
    if (input.role === 'finish') await checkFinish(tx, pairing, at);
    const crossing =
      input.role === 'start'
        ? { startAt: new Date(at), startUncertaintyMs: uncertaintyMs, state: 'running' as const }
        : { finishAt: new Date(at), finishUncertaintyMs: uncertaintyMs, state: 'finished' as const };
    const witnessed = pairing.crossingsWitnessed && arrivedAsItHappened(at, uncertaintyMs, now);
    const [row] = await tx
      .update(gatePairings)
      .set({ ...crossing, crossingsWitnessed: witnessed, expiresAt: addMs(now, PAIRING_LIFETIME_MS) })
      .where(eq(gatePairings.id, pairing.id))
      .returning();
    return row ?? pairing;
  });
}
