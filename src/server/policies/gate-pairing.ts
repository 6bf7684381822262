import type { Actor } from '../lib/actor';

/** What the pairing rules need to know of a pairing. */
export interface PairingFacts {
  id: number;
  userId: number;
}

/** Who asks: a signed-in member, or a phone holding a pairing token (the pairing it opens). */
export interface PairingHolder {
  actor: Actor | null;
  pairingAccess: number | null;
}

/**
 * A pairing is used by the member who made it and by any phone that joined it with its code (a
 * friend's, signed in or not, holds a token for that pairing alone); the run is always the maker's.
 */
export const gatePairingPolicy = {
  mayUse: (holder: PairingHolder, pairing: PairingFacts): boolean =>
    holder.pairingAccess === pairing.id || (holder.actor !== null && holder.actor.id === pairing.userId),
};
