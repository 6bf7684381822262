import { eq } from 'drizzle-orm';
import type { GateRole } from '../../../shared/gate/pairing';
import type { DbOrTx } from '../../db/client';
import { type GatePairingRow, gatePairings } from '../../db/schema/index';
import { forbidden, notFound } from '../../lib/http-errors';
import { gatePairingPolicy, type PairingHolder } from '../../policies/gate-pairing';

const pairingForbidden = () => forbidden('This pairing belongs to another member');

const crossingForbidden = () =>
  forbidden('A phone that joined with the code is the finish: only the start phone posts the start');

/**
 * A pairing the holder may use (its maker, or a phone that joined it): 404 when there is none, 403
 * when it is another's, or when `crossing` names a line the holder does not time. `lock` takes the row
 * for the write that follows, so the two phones' crossings take turns.
 */
export async function loadGatePairing(
  db: DbOrTx,
  holder: PairingHolder,
  { id, lock, crossing }: { id: number; lock: boolean; crossing?: GateRole },
): Promise<GatePairingRow> {
  const query = db.select().from(gatePairings).where(eq(gatePairings.id, id));
  const [pairing] = lock ? await query.for('update') : await query;
  if (!pairing) throw notFound('Pairing');
  if (!gatePairingPolicy.mayUse(holder, pairing)) throw pairingForbidden();
  if (crossing && !gatePairingPolicy.mayCross(holder, pairing, crossing)) throw crossingForbidden();
  return pairing;
}

export const isExpired = (pairing: GatePairingRow, now: Date): boolean =>
  pairing.expiresAt.getTime() <= now.getTime();
