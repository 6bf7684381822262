import { messages } from '../../../shared/messages';
import { badRequest, tooManyRequests } from '../../lib/http-errors';
import { sendPhoneCode } from '../account/send-phone-code';
import type { Deps, SignedIn } from '../deps';
import { loadOwnUser } from './get-my-account';

/**
 * Texts a fresh code to the member's phone (the newest code is the only one that counts). Past the
 * member's phone-code cap (code-caps.ts, shared with sign-up and phone changes) a 429 says when.
 */
export async function resendPhoneCode(deps: Deps<'db' | 'now' | 'sms'> & SignedIn): Promise<void> {
  const user = await loadOwnUser(deps);
  if (!user.phoneNumber) throw badRequest(messages.noPhoneNumber, { phoneNumber: messages.noPhoneNumber });
  const sending = await sendPhoneCode(deps, { id: user.id, phoneNumber: user.phoneNumber });
  if (!sending.sent) throw tooManyRequests((sending.retryAt.getTime() - deps.now.getTime()) / 1000);
}
