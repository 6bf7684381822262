import { messages } from '../../../shared/messages';
import { HttpError, invalidField } from '../../lib/http-errors';
import { verifyPassword } from '../../lib/passwords';
import type { Deps } from '../deps';
import { beginPasswordAttempt, passwordAttemptSucceeded } from './password-attempts';

/**
 * A signed-in member proves they know the password before a change that could hand the account to
 * someone holding only their phone or token: none given is a 400 naming currentPassword, a wrong one
 * a 403 naming it that counts as a failed login of the account from that address (password-attempts.ts),
 * and an address refused for failed logins is refused here too (429) before the password is looked
 * at. A right one leaves no failure behind.
 */
export async function checkCurrentPassword(
  deps: Deps<'db' | 'now'>,
  {
    userId,
    passwordHash,
    password,
    address,
  }: { userId: number; passwordHash: string; password?: string; address: string },
): Promise<void> {
  if (!password) throw invalidField('currentPassword', messages.currentPasswordRequired);
  const attempt = await beginPasswordAttempt(deps, { subject: { userId }, address });
  if (!(await verifyPassword(passwordHash, password)))
    throw new HttpError(403, messages.currentPasswordWrong, {
      currentPassword: messages.currentPasswordWrong,
    }).as('CURRENT_PASSWORD_WRONG');
  await passwordAttemptSucceeded(deps.db, attempt);
}
