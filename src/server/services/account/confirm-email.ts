import { and, eq, isNotNull } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { oneTimeCodes, users } from '../../db/schema/index';
import { badRequest } from '../../lib/http-errors';
import { verifyOneTimeCode } from '../../lib/one-time-codes';
import { digest } from '../../lib/tokens';
import type { Deps } from '../deps';

export interface EmailConfirmation {
  userId: number;
  code: string;
}

/**
 * The same link opened twice (a second tab, a mail app reopening it) still says "confirmed":
 * true when this exact code already confirmed this user's e-mail.
 */
async function alreadyConfirmedWith({ db }: Deps<'db'>, { userId, code }: EmailConfirmation) {
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
 * or used code and an unknown user all get the same 400, so the answer reveals nothing.
 */
export async function confirmEmail(deps: Deps<'db' | 'now'>, input: EmailConfirmation): Promise<void> {
  const { db, now } = deps;
  // Not thrown inside the transaction: a wrong guess must still commit its spent attempt.
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
