import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type GatePairingRow, gatePairings } from '../../db/schema/index';
import { forbidden, notFound } from '../../lib/http-errors';
import { gatePairingPolicy, type PairingHolder } from '../../policies/gate-pairing';

export const pairingForbidden = () => forbidden('This pairing belongs to another member');

/**
 * A pairing the holder may use (its maker, or a phone that joined it): 404 when there is none, 403
 * when it is another's. `lock` takes the row for the write that follows, so the two phones' crossings
 * take turns.
 */
export async function loadGatePairing(
  db: DbOrTx,
  holder: PairingHolder,
  { id, lock }: { id: number; lock: boolean },
): Promise<GatePairingRow> {
  const query = db.select().from(gatePairings).where(eq(gatePairings.id, id));
  const [pairing] = lock ? await query.for('update') : await query;
  if (!pairing) throw notFound('Pairing');
  if (!gatePairingPolicy.mayUse(holder, pairing)) throw pairingForbidden();
  return pairing;
}

export const isExpired = (pairing: GatePairingRow, now: Date): boolean =>
  pairing.expiresAt.getTime() <= now.getTime();
