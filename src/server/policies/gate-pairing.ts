import type { Actor } from '../lib/actor';

/** What the pairing rules need to know of a pairing. */
export interface PairingFacts {
  userId: number;
}

/**
 * Both phones of a pairing are signed in as the member who made it (a coach's second phone uses the
 * same account): a code alone never lets another member read or time the run.
 */
export const gatePairingPolicy = {
  mayUse: (actor: Actor, pairing: PairingFacts): boolean => actor.id === pairing.userId,
};
