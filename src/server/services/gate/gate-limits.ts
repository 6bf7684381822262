import type { RateRule } from '../../lib/rate-limit';

const HOUR_MS = 60 * 60_000;

/**
 * A code is one of 31^8 (about 8.5 × 10^11) and lives fifteen minutes after its last use, so a guess
 * is hopeless on its own (docs/security.md, "Pairing codes" has the odds). Wrong guesses count per
 * address, generously, since a venue's Wi-Fi or a carrier's NAT puts a whole club behind one address and
 * none of them may be locked out of their own pairing; a signed-in member's also count per member. A
 * right code gives its guess back. Each new pairing takes a code, so making them is capped too.
 */
export const GATE_LIMITS = {
  guessesPerMember: { limit: 10, windowMs: HOUR_MS },
  guessesPerAddress: { limit: 100, windowMs: HOUR_MS },
  pairingsPerMember: { limit: 30, windowMs: HOUR_MS },
  /**
   * A single phone makes one for each run it times and a fresh one while it waits armed: a member
   * timing themselves all session needs more, and no one types its code.
   */
  soloPairingsPerMember: { limit: 120, windowMs: HOUR_MS },
};

/** A guest's guesses count per address only; a member's per member too. */
export const gateGuessLimits = (userId: number | null, address: string): RateRule[] => [
  ...(userId === null ? [] : [{ key: `gate-guess:user:${userId}`, ...GATE_LIMITS.guessesPerMember }]),
  { key: `gate-guess:ip:${address}`, ...GATE_LIMITS.guessesPerAddress },
];

export const gatePairingLimit = (userId: number): RateRule => ({
  key: `gate-pairing:${userId}`,
  ...GATE_LIMITS.pairingsPerMember,
});

export const soloPairingLimit = (userId: number): RateRule => ({
  key: `gate-solo-pairing:${userId}`,
  ...GATE_LIMITS.soloPairingsPerMember,
});
