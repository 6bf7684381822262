import { and, eq, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { users } from '../../db/schema/index';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { invalidField } from '../../lib/http-errors';
import { verifyOneTimeCode } from '../../lib/one-time-codes';
import { hashPassword } from '../../lib/passwords';
import { takeSlot } from '../../lib/rate-limit';
import { endUserSessions } from '../auth/end-user-sessions';
import type { Deps } from '../deps';

interface PasswordReset {
  email: string;
  newPassword: string;
  code: string;
  ip: string;
}

/** Attempts per address; the link's code is unguessable, so this only stops floods. */
export const RESET_PASSWORD_LIMIT = { limit: 10, windowMs: 15 * 60_000 };

/**
 * Sets a new password with the code of a reset link: the code works once and expires after an hour.
 * Every session of the account ends (signed out everywhere), and the e-mail counts as confirmed, as
 * the link reached it. Only the account's own address counts, never one waiting for confirmation, and a
 * change waiting for confirmation is dropped: whoever holds the account's address is its owner. A wrong
 * code, an expired or used one and an unknown e-mail get the same 400.
 */
export async function resetPassword(deps: Deps<'db' | 'now'>, input: PasswordReset): Promise<void> {
  const { db, now } = deps;
  await takeSlot(db, { key: `reset:ip:${input.ip}`, ...RESET_PASSWORD_LIMIT }, now);
  // Before the code is checked, so a refused password leaves the link usable.
  refuseCommonPassword('newPassword', input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const reset = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, input.email.toLowerCase()), eq(users.disabled, false)));
    if (!user) return false;
    const valid = await verifyOneTimeCode(tx, {
      purpose: 'password_reset',
      userId: user.id,
      code: input.code,
      now,
    });
    if (!valid) return false;
    await tx
      .update(users)
      .set({ passwordHash, emailConfirmed: true, pendingEmail: null, updatedAt: now })
      .where(eq(users.id, user.id));
    await endUserSessions({ db: tx, now }, { userId: user.id });
    return true;
  });
  if (!reset) throw invalidField('code', messages.resetPasswordFailed);
}
