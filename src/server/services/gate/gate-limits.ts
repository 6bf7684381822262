import type { RateRule } from '../../lib/rate-limit';

const HOUR_MS = 60 * 60_000;

/**
 * A code is one of a million and lives ten minutes after its last use, so guesses are what must be
 * scarce: wrong ones count per member and per address (a second account from the same address does
 * not bring more), a right one is taken back. At 10 an hour a member would need 100,000 hours for an
 * even chance at one live code. Each new pairing takes a code, so making them is capped too.
 */
export const GATE_LIMITS = {
  guessesPerMember: { limit: 10, windowMs: HOUR_MS },
  guessesPerAddress: { limit: 30, windowMs: HOUR_MS },
  pairingsPerMember: { limit: 30, windowMs: HOUR_MS },
  /**
   * A single phone makes one for each run it times and a fresh one while it waits armed: a member
   * timing themselves all session needs more, and no one types its code.
   */
  soloPairingsPerMember: { limit: 120, windowMs: HOUR_MS },
};

export const gateGuessLimits = (userId: number, address: string): RateRule[] => [
  { key: `gate-guess:user:${userId}`, ...GATE_LIMITS.guessesPerMember },
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
