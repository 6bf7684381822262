import type { GateRole } from '../../shared/gate/pairing';
import type { Actor } from '../lib/actor';

/** What the pairing rules need to know of a pairing. */
interface PairingFacts {
  id: number;
  userId: number;
}

/** Who asks: a signed-in member, or a phone holding a pairing token (the pairing it opens). */
export interface PairingHolder {
  actor: Actor | null;
  pairingAccess: number | null;
}

const isMaker = (holder: PairingHolder, pairing: PairingFacts) =>
  holder.actor !== null && holder.actor.id === pairing.userId;

const joined = (holder: PairingHolder, pairing: PairingFacts) => holder.pairingAccess === pairing.id;

/**
 * A pairing is used by the member who made it and by any phone that joined it with its code (a
 * friend's, signed in or not, holds a token for that pairing alone); the run is always the maker's.
 * The maker's phone is the start (or, solo, both lines); a phone that joined is the finish, so its
 * token posts the finish's crossing and picture and never the start's.
 */
export const gatePairingPolicy = {
  mayUse: (holder: PairingHolder, pairing: PairingFacts): boolean =>
    joined(holder, pairing) || isMaker(holder, pairing),
  mayCross: (holder: PairingHolder, pairing: PairingFacts, role: GateRole): boolean =>
    isMaker(holder, pairing) || (joined(holder, pairing) && role === 'finish'),
};
