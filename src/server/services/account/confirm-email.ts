import { and, eq, isNotNull } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { oneTimeCodes, users } from '../../db/schema/index';
import { badRequest } from '../../lib/http-errors';
import { verifyOneTimeCode } from '../../lib/one-time-codes';
import { consumeRateLimit } from '../../lib/rate-limit';
import { digest } from '../../lib/tokens';
import type { Deps } from '../deps';

export interface EmailConfirmation {
  userId: number;
  code: string;
  /** The requesting address: attempts are limited per address, never per link. */
  ip: string;
}

/** Attempts per address: plenty for opening one's own link again, nothing for guessing 256-bit codes. */
export const CONFIRM_EMAIL_LIMIT = { limit: 10, windowMs: 15 * 60_000 };

/**
 * The same link opened twice (a second tab, a mail app reopening it) still says "confirmed":
 * true when this exact code already confirmed this user's e-mail.
 */
async function alreadyConfirmedWith({ db }: Deps<'db'>, { userId, code }: Omit<EmailConfirmation, 'ip'>) {
  const [row] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .innerJoin(users, eq(users.id, oneTimeCodes.userId))
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, 'email_confirm'),
        eq(oneTimeCodes.codeHash, digest(code)),
        isNotNull(oneTimeCodes.usedAt),
        eq(users.emailConfirmed, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Marks the e-mail confirmed when the code is the user's live confirmation code. A wrong, expired
 * or used code and an unknown user all get the same 400, so the answer reveals nothing. Every attempt
 * counts against the requesting address (429 past CONFIRM_EMAIL_LIMIT); wrong guesses do not wear
 * out the code, so nobody but its owner can spoil a link.
 */
export async function confirmEmail(deps: Deps<'db' | 'now'>, input: EmailConfirmation): Promise<void> {
  const { db, now } = deps;
  await consumeRateLimit(db, { key: `confirm:ip:${input.ip}`, ...CONFIRM_EMAIL_LIMIT }, now);
  const confirmed = await db.transaction(async (tx) => {
    const valid = await verifyOneTimeCode(tx, {
      purpose: 'email_confirm',
      userId: input.userId,
      code: input.code,
      now,
    });
    if (valid)
      await tx.update(users).set({ emailConfirmed: true, updatedAt: now }).where(eq(users.id, input.userId));
    return valid;
  });
  if (confirmed || (await alreadyConfirmedWith(deps, input))) return;
  throw badRequest(messages.emailConfirmFailed, { code: messages.emailConfirmFailed });
}
