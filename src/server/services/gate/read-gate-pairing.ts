import type { GatePairingRow } from '../../db/schema/index';
import type { Deps } from '../deps';
import { loadGatePairing } from './load-gate-pairing';

/** Either phone reads the pairing (the other phone's join and crossing) while it waits. */
export async function readGatePairing(
  { db, actor, pairingAccess }: Deps<'db' | 'actor' | 'pairingAccess'>,
  { id }: { id: number },
): Promise<GatePairingRow> {
  return loadGatePairing(db, { actor, pairingAccess }, { id, lock: false });
}
