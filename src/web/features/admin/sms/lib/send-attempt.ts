import type { SmsAudience, SmsSend } from '../api/sms';

const sameAudience = (a: SmsAudience, b: SmsAudience) =>
  a.kind === 'all' ? b.kind === 'all' : b.kind === 'location' && a.locationId === b.locationId;

/**
 * The send a confirmed Send makes: the last one again, with its Idempotency-Key (and its `repeat`),
 * while the message and the audience are what it sent, so a resend after a lost answer is replayed
 * rather than texted twice; otherwise a new composed message, with a new key.
 */
export function attemptFor(
  last: SmsSend | null,
  message: string,
  audience: SmsAudience,
  newKey: () => string,
): SmsSend {
  if (last && last.message === message && sameAudience(last.audience, audience)) return last;
  return { audience, message, key: newKey(), repeat: false };
}

/**
 * The send after 'Send it again?' is confirmed: a key of its own, so no answer stored under the first
 * key can stand for it, and the server's 422 for a key reused with another body cannot refuse it.
 */
export function repeatOf(attempt: SmsSend, newKey: () => string): SmsSend {
  return { ...attempt, key: newKey(), repeat: true };
}
