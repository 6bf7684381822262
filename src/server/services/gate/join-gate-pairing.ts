import { and, eq } from 'drizzle-orm';
import { normalisePairingCode, PAIRING_LIFETIME_MS } from '../../../shared/gate/pairing';
import { type GatePairingRow, gatePairings } from '../../db/schema/index';
import { invalidField, notFound } from '../../lib/http-errors';
import { takeBackHit, takeSlot } from '../../lib/rate-limit';
import { addMs } from '../../lib/time';
import type { Deps } from '../deps';
import { gateGuessLimits } from './gate-limits';
import { isExpired } from './load-gate-pairing';

const pairingCodeExpired = 'This code has expired: start a new pairing on the start phone';

/** A joined pairing and the joining phone's key to it. */
interface JoinedPairing {
  pairing: GatePairingRow;
  pairingToken: string;
}

/**
 * A phone joins a pairing with the start phone's code: any phone, signed in or not (the finish phone
 * is often a friend's). It gets a token for that pairing alone; the run stays the maker's. Every
 * attempt takes a guess from the address's allowance (and a signed-in member's) first, 429 past
 * either; a code that opens a live pairing gives its guesses back, so only wrong ones count. A single
 * phone's own pairing (solo) takes no second phone and is not found by its code. Joining again (the
 * finish phone reloaded) is the same answer.
 */
export async function joinGatePairing(
  { db, actor, now, pairingTokens }: Deps<'db' | 'actor' | 'now' | 'pairingTokens'>,
  { code, address }: { code: string; address: string },
): Promise<JoinedPairing> {
  const hits: number[] = [];
  for (const rule of gateGuessLimits(actor?.id ?? null, address)) hits.push(await takeSlot(db, rule, now));
  const joined = await db.transaction(async (tx) => {
    const [pairing] = await tx
      .select()
      .from(gatePairings)
      .where(and(eq(gatePairings.code, normalisePairingCode(code)), gatePairings.codeLive))
      .for('update');
    if (!pairing || pairing.solo) throw notFound('Pairing');
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
  return { pairing: joined, pairingToken: await pairingTokens.sign({ pairingId: joined.id }) };
}
