import { limits } from '../../../shared/limits';
import { messages } from '../../../shared/messages';
import { HttpError, invalidField } from '../../lib/http-errors';
import { verifyPassword } from '../../lib/passwords';
import { consumeRateLimit, type RateRule, takeBackHit } from '../../lib/rate-limit';
import type { Deps } from '../deps';

/** Failed password checks of one account, at login or on a signed-in change: one count for both. */
export const accountFailureRule = (userId: number): RateRule => ({
  key: `login:user:${userId}`,
  limit: limits.loginFailuresAllowed,
  windowMs: limits.loginFailureWindowMs,
});

/**
 * A signed-in member proves they know the password before a change that could hand the account to
 * someone holding only their phone or token: none given is a 400 naming currentPassword, a wrong one
 * a 403 naming it that counts as a failed login of the account, and an account locked by failed logins
 * is refused (429) before the password is looked at. A right one leaves no failure behind.
 */
export async function checkCurrentPassword(
  { db, now }: Deps<'db' | 'now'>,
  { userId, passwordHash, password }: { userId: number; passwordHash: string; password?: string },
): Promise<void> {
  if (!password) throw invalidField('currentPassword', messages.currentPasswordRequired);
  const hit = await consumeRateLimit(db, accountFailureRule(userId), now);
  if (!(await verifyPassword(passwordHash, password)))
    throw new HttpError(403, messages.currentPasswordWrong, {
      currentPassword: messages.currentPasswordWrong,
    });
  await takeBackHit(db, hit);
}
