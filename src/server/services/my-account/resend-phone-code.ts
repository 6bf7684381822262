import { messages } from '../../../shared/messages';
import { badRequest } from '../../lib/http-errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { sendPhoneCode } from '../account/send-phone-code';
import type { Deps, SignedIn } from '../deps';
import { getMyAccount } from './get-my-account';

/** New codes a member may ask for: a lost text or two, not an SMS bill. */
export const RESEND_PHONE_CODE_LIMIT = { limit: 3, windowMs: 60 * 60_000 };

/** Texts a fresh code to the member's phone (the newest code is the only one that counts). */
export async function resendPhoneCode(deps: Deps<'db' | 'now' | 'sms'> & SignedIn): Promise<void> {
  const { user } = await getMyAccount(deps);
  if (!user.phoneNumber) throw badRequest(messages.noPhoneNumber, { phoneNumber: messages.noPhoneNumber });
  await consumeRateLimit(deps.db, { key: `phone-code:${user.id}`, ...RESEND_PHONE_CODE_LIMIT }, deps.now);
  await sendPhoneCode(deps, { id: user.id, phoneNumber: user.phoneNumber });
}
