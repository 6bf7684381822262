import { takeSlot } from '../../lib/rate-limit';
import type { Deps } from '../deps';
import { type CreatedMember, createMember, type MemberAccount } from './create-member';
import { sendEmailConfirmation } from './send-email-confirmation';
import { sendPhoneCode } from './send-phone-code';

export const SIGN_UP_LIMIT = { limit: 10, windowMs: 60 * 60_000 };

interface NewMember extends MemberAccount {
  /** The client's address, for the sign-up limit. */
  ip: string;
}

type SignedUpUser = Pick<CreatedMember, 'id' | 'userName' | 'email'>;

/**
 * Sends the e-mail confirmation link and the phone code of a new account. The account stands once
 * committed: a failure to queue either message is logged, never turned into an error (the member can
 * ask for a new code).
 */
async function sendWelcomeCodes(
  deps: Deps<'db' | 'now' | 'log' | 'mail' | 'sms' | 'config'>,
  user: CreatedMember,
): Promise<void> {
  const sends = [
    sendEmailConfirmation(deps, user),
    sendPhoneCode(deps, { id: user.id, phoneNumber: user.phoneNumber }),
  ];
  for (const outcome of await Promise.allSettled(sends)) {
    if (outcome.status === 'rejected')
      deps.log.error({ err: outcome.reason, userId: user.id }, 'new account code not queued');
  }
}

/** A guest creates their own member account (limited per address), then gets both codes. */
export async function signUp(
  deps: Deps<'db' | 'now' | 'log' | 'mail' | 'sms' | 'config'>,
  { ip, ...account }: NewMember,
): Promise<SignedUpUser> {
  await takeSlot(deps.db, { key: `signup:${ip}`, ...SIGN_UP_LIMIT }, deps.now);
  const user = await createMember(deps, account);
  await sendWelcomeCodes(deps, user);
  return { id: user.id, userName: user.userName, email: user.email };
}
