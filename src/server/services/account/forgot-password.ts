import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { createOneTimeCode } from '../../lib/one-time-codes';
import { takeSlot } from '../../lib/rate-limit';
import type { Deps } from '../deps';

interface PasswordHelpRequest {
  email: string;
  /** The requesting address, for its limit. */
  ip: string;
}

/** Reset mails: per address, and per e-mail so nobody floods one inbox from many addresses. */
export const FORGOT_PASSWORD_LIMITS = {
  perAddress: { limit: 10, windowMs: 60 * 60_000 },
  perEmail: { limit: 3, windowMs: 60 * 60_000 },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The SPA page that posts the new password: /Account/ResetPassword/{code}. */
function resetPasswordLink(publicUrl: string, code: string): string {
  return `${publicUrl}/Account/ResetPassword/${encodeURIComponent(code)}`;
}

/**
 * Mails a reset link (1 hour, single use) when an active account has that e-mail. The caller answers
 * the same whatever happened here, so the form never tells whether an address has an account.
 */
export async function requestPasswordReset(
  deps: Deps<'db' | 'now' | 'mail' | 'config'>,
  { email, ip }: PasswordHelpRequest,
): Promise<void> {
  const { db, now, mail, config } = deps;
  await takeSlot(db, { key: `forgot:ip:${ip}`, ...FORGOT_PASSWORD_LIMITS.perAddress }, now);
  await takeSlot(db, { key: `forgot:email:${email.toLowerCase()}`, ...FORGOT_PASSWORD_LIMITS.perEmail }, now);
  const [user] = await db
    .select({ id: users.id, userName: users.userName, email: users.email })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.disabled, false)));
  if (!user) return;
  const code = await createOneTimeCode(db, { purpose: 'password_reset', userId: user.id, now });
  const link = resetPasswordLink(config.publicUrl, code);
  await mail.send({
    to: user.email,
    subject: 'Reset your CourseClock password',
    text: [
      `Hi ${user.userName},`,
      '',
      'Someone (hopefully you) asked to reset your CourseClock password. Open this link to choose a new one:',
      '',
      link,
      '',
      'The link works once, for one hour. If you did not ask, you can ignore this email: your password stays as it is.',
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(user.userName)},</p>`,
      '<p>Someone (hopefully you) asked to reset your CourseClock password.</p>',
      `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
      '<p>The link works once, for one hour. If you did not ask, you can ignore this email.</p>',
    ].join('\n'),
    sensitive: true,
  });
}
