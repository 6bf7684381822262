import { createOneTimeCode } from '../../lib/one-time-codes';
import type { Deps } from '../deps';

export const phoneCodeMessage = (code: string) => `Your CourseClock code is ${code}`;

/** Creates a fresh 6-digit phone code (15 min, 5 tries) and texts it; delivery runs in the background. */
export async function sendPhoneCode(
  { db, now, sms }: Deps<'db' | 'now' | 'sms'>,
  user: { id: number; phoneNumber: string },
): Promise<void> {
  const code = await createOneTimeCode(db, { purpose: 'phone_confirm', userId: user.id, now });
  await sms.send(user.phoneNumber, phoneCodeMessage(code), { sensitive: true });
}
