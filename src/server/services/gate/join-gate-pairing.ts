import { and, eq } from 'drizzle-orm';
import { PAIRING_LIFETIME_MS } from '../../../shared/gate/pairing';
import { type GatePairingRow, gatePairings } from '../../db/schema/index';
import { invalidField, notFound } from '../../lib/http-errors';
import { takeBackHit, takeSlot } from '../../lib/rate-limit';
import { addMs } from '../../lib/time';
import { gatePairingPolicy } from '../../policies/gate-pairing';
import type { Deps, SignedIn } from '../deps';
import { gateGuessLimits } from './gate-limits';
import { isExpired, pairingForbidden } from './load-gate-pairing';

export const pairingCodeExpired = 'This code has expired: start a new pairing on the start phone';

/**
 * The finish phone joins with the start phone's code. Every attempt takes a guess from the member's
 * and the address's allowance first (429 past either); a code that opens the member's own live
 * pairing gives its guesses back, so only wrong ones count. Joining again (the finish phone reloaded)
 * is the same answer.
 */
export async function joinGatePairing(
  { db, actor, now }: Deps<'db' | 'now'> & SignedIn,
  { code, address }: { code: string; address: string },
): Promise<GatePairingRow> {
  const hits: number[] = [];
  for (const rule of gateGuessLimits(actor.id, address)) hits.push(await takeSlot(db, rule, now));
  const joined = await db.transaction(async (tx) => {
    const [pairing] = await tx
      .select()
      .from(gatePairings)
      .where(and(eq(gatePairings.code, code), gatePairings.codeLive))
      .for('update');
    if (!pairing) throw notFound('Pairing');
    if (!gatePairingPolicy.mayUse(actor, pairing)) throw pairingForbidden();
    if (isExpired(pairing, now)) throw invalidField('code', pairingCodeExpired);
    const [row] = await tx
      .update(gatePairings)
      .set({
        finishJoinedAt: pairing.finishJoinedAt ?? now,
        state: pairing.state === 'waiting' ? 'paired' : pairing.state,
        expiresAt: addMs(now, PAIRING_LIFETIME_MS),
      })
      .where(eq(gatePairings.id, pairing.id))
      .returning();
    return row ?? pairing;
  });
  for (const hit of hits) await takeBackHit(db, hit);
  return joined;
}
