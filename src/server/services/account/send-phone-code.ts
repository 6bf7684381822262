import type { AppContext } from '../../context';
import { createOneTimeCode } from '../../lib/one-time-codes';

export const phoneCodeMessage = (code: string) => `Your CourseClock code is ${code}`;

/** Creates a fresh 6-digit phone code (15 min, 5 tries) and texts it; delivery runs in the background. */
export async function sendPhoneCode(
  ctx: AppContext,
  user: { id: number; phoneNumber: string },
): Promise<void> {
  const code = await createOneTimeCode(ctx.db, { purpose: 'phone_confirm', userId: user.id, now: ctx.now() });
  await ctx.sms.send(user.phoneNumber, phoneCodeMessage(code));
}
