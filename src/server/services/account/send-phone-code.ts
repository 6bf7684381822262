import { createOneTimeCode } from '../../lib/one-time-codes';
import type { Deps } from '../deps';
import { type CodeSending, phoneCodeCap, takeCodeSlot } from './code-caps';

const phoneCodeMessage = (code: string) => `Your CourseClock code is ${code}`;

/**
 * Creates a fresh 6-digit phone code (15 min) and texts it, when the member's phone-code cap has a
 * slot (code-caps.ts); else sends nothing and says when it could. Delivery runs in the background.
 */
export async function sendPhoneCode(
  { db, now, sms }: Deps<'db' | 'now' | 'sms'>,
  user: { id: number; phoneNumber: string },
): Promise<CodeSending> {
  const retryAt = await takeCodeSlot(db, phoneCodeCap(user.id), now);
  if (retryAt) return { sent: false, retryAt };
  const code = await createOneTimeCode(db, { purpose: 'phone_confirm', userId: user.id, now });
  await sms.send(user.phoneNumber, phoneCodeMessage(code), { sensitive: true });
  return { sent: true };
}
