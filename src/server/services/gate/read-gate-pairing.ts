import type { GatePairingRow } from '../../db/schema/index';
import type { Deps, SignedIn } from '../deps';
import { loadGatePairing } from './load-gate-pairing';

/** Either phone reads the pairing (the other phone's join and crossing) while it waits. */
export async function readGatePairing(
  { db, actor }: Deps<'db'> & SignedIn,
  { id }: { id: number },
): Promise<GatePairingRow> {
  return loadGatePairing(db, actor, { id, lock: false });
}
