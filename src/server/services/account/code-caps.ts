import type { DbOrTx } from '../../db/client';
import { type RateRule, slotFreeAt, trySlot } from '../../lib/rate-limit';
import type { Deps } from '../deps';

const HOUR_MS = 60 * 60_000;

/**
 * Messages the club pays for or sends where a member says: per member and hour, at most 3 phone
 * codes (sign-up, ResendPhoneCode and phone changes together) and 3 e-mail confirmation links
 * (sign-up, staff-made accounts and e-mail changes together).
 */
const CODE_CAPS = {
  phoneCode: { limit: 3, windowMs: HOUR_MS },
  emailConfirmation: { limit: 3, windowMs: HOUR_MS },
  /** Guesses at phone codes per member, whichever code they are for: a new code adds none. */
  phoneGuess: { limit: 5, windowMs: HOUR_MS },
};

export const phoneCodeCap = (userId: number): RateRule => ({
  key: `phone-code:${userId}`,
  ...CODE_CAPS.phoneCode,
});
export const emailConfirmationCap = (userId: number): RateRule => ({
  key: `email-confirm:${userId}`,
  ...CODE_CAPS.emailConfirmation,
});
export const phoneGuessLimit = (userId: number): RateRule => ({
  key: `phone-guess:${userId}`,
  ...CODE_CAPS.phoneGuess,
});

/** A message sent, or held back by its cap until `retryAt`. */
export type CodeSending = { sent: true } | { sent: false; retryAt: Date };

/** Takes one of the cap's slots: null when taken, else when the next one frees up. */
export async function takeCodeSlot(db: DbOrTx, rule: RateRule, now: Date): Promise<Date | null> {
  const answer = await trySlot(db, rule, now);
  return 'hitId' in answer ? null : new Date(now.getTime() + answer.retryAfterSeconds * 1000);
}

/** When a phone code and an e-mail link can next be sent to the member: null for now. */
export async function codeRetryTimes({ db, now }: Deps<'db' | 'now'>, userId: number) {
  const phone = await slotFreeAt(db, phoneCodeCap(userId), now);
  const email = await slotFreeAt(db, emailConfirmationCap(userId), now);
  return { phone, email };
}
