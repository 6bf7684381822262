import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { users } from '../../db/schema/index';
import { invalidField } from '../../lib/http-errors';
import { verifyOneTimeCode } from '../../lib/one-time-codes';
import { clearHits, takeSlot } from '../../lib/rate-limit';
import { phoneGuessLimit } from '../account/code-caps';
import type { Deps, SignedIn } from '../deps';

/**
 * The member types the 6-digit code texted to them. A wrong, expired or used code is SPEC's failure
 * text. Guesses count per member and hour whichever code they are for (code-caps.ts): a new code
 * does not bring new guesses, so asking for codes cannot widen a search of the million. Past the
 * limit a 429 says when to try again; a right code clears the count.
 */
export async function confirmPhoneNumber(
  { db, actor, now }: Deps<'db' | 'now'> & SignedIn,
  { code }: { code: string },
): Promise<void> {
  const guesses = phoneGuessLimit(actor.id);
  await takeSlot(db, guesses, now);
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
  await clearHits(db, guesses.key);
}
