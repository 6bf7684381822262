import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { users } from '../../db/schema/index';
import { invalidField } from '../../lib/http-errors';
import { verifyOneTimeCode } from '../../lib/one-time-codes';
import type { Deps, SignedIn } from '../deps';

/**
 * The member types the 6-digit code texted to them. A wrong, expired or used code is SPEC's failure
 * text; each code takes 5 guesses (lib/one-time-codes.ts), so a new one must be asked for after that.
 */
export async function confirmPhoneNumber(
  { db, actor, now }: Deps<'db' | 'now'> & SignedIn,
  { code }: { code: string },
): Promise<void> {
  const confirmed = await db.transaction(async (tx) => {
    const valid = await verifyOneTimeCode(tx, { purpose: 'phone_confirm', userId: actor.id, code, now });
    if (valid)
      await tx
        .update(users)
        .set({ phoneNumberConfirmed: true, updatedAt: now })
        .where(eq(users.id, actor.id));
    return valid;
  });
  if (!confirmed) throw invalidField('code', messages.phoneVerifyFailed);
}
