import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { DbOrTx } from '../../db/client';
import { oneTimeCodes, users } from '../../db/schema/index';
import { badRequest, conflict } from '../../lib/http-errors';
import { codeDigest, verifyOneTimeCode } from '../../lib/one-time-codes';
import { takeSlot } from '../../lib/rate-limit';
import type { Deps } from '../deps';
import { takenErrorOf } from './create-member';

interface EmailConfirmation {
  userId: number;
  code: string;
  /** The requesting address: attempts are limited per address, never per link. */
  ip: string;
}

/** Attempts per address: plenty for opening one's own link again, nothing for guessing 256-bit codes. */
export const CONFIRM_EMAIL_LIMIT = { limit: 10, windowMs: 15 * 60_000 };

/**
 * The same link opened twice (a second tab, a mail app reopening it) still says "confirmed":
 * true when this exact code already confirmed the address the account now has.
 */
async function alreadyConfirmedWith({ db }: Deps<'db'>, { userId, code }: Omit<EmailConfirmation, 'ip'>) {
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.emailConfirmed, true)));
  if (!user) return false;
  const [row] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, 'email_confirm'),
        eq(oneTimeCodes.codeHash, codeDigest(code, user.email)),
        isNotNull(oneTimeCodes.usedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** 409 naming email when another account has `address` as its e-mail. */
async function assertAddressFree(tx: DbOrTx, { userId, address }: { userId: number; address: string }) {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, address.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  if (other) throw conflict(messages.emailTaken, { email: messages.emailTaken }).as('ACCOUNT_TAKEN');
}

/**
 * Confirms the address the account waits for: its new e-mail when a change is pending (it then
 * replaces the old one), else its own. The code must be the user's live confirmation code and must
 * have been sent to that very address (one-time-codes.ts binds it), so a link to an address the member
 * has since cancelled or replaced confirms nothing. A wrong, expired or used code and an unknown user
 * all get the same 400, so the answer reveals nothing; a new address another account took meanwhile is
 * a 409 (and the code stays unused). Every attempt counts against the requesting address (429 past
 * CONFIRM_EMAIL_LIMIT); wrong guesses do not wear out the code, so nobody but its owner can spoil a link.
 */
export async function confirmEmail(deps: Deps<'db' | 'now'>, input: EmailConfirmation): Promise<void> {
  const { db, now } = deps;
  await takeSlot(db, { key: `confirm:ip:${input.ip}`, ...CONFIRM_EMAIL_LIMIT }, now);
  const confirmed = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, pendingEmail: users.pendingEmail })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!user) return false;
    const address = user.pendingEmail ?? user.email;
    const valid = await verifyOneTimeCode(tx, {
      purpose: 'email_confirm',
      userId: input.userId,
      code: input.code,
      now,
      boundTo: address,
    });
    if (!valid) return false;
    await assertAddressFree(tx, { userId: input.userId, address });
    try {
      await tx
        .update(users)
        .set({ email: address, pendingEmail: null, emailConfirmed: true, updatedAt: now })
        .where(eq(users.id, input.userId));
    } catch (error) {
      // Another account took the address between the check and the update.
      throw takenErrorOf(error);
    }
    return true;
  });
  if (confirmed || (await alreadyConfirmedWith(deps, input))) return;
  throw badRequest(messages.emailConfirmFailed, { code: messages.emailConfirmFailed });
}
