import { createOneTimeCode } from '../../lib/one-time-codes';
import type { Deps } from '../deps';
import { type CodeSending, emailConfirmationCap, takeCodeSlot } from './code-caps';

interface Recipient {
  id: number;
  userName: string;
  email: string;
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The SPA page that posts the code back: /Account/ConfirmEmail/{userId}/{code}. */
function confirmEmailLink(publicUrl: string, userId: number, code: string): string {
  return `${publicUrl}/Account/ConfirmEmail/${userId}/${encodeURIComponent(code)}`;
}

/**
 * A confirmation link (48 h) that confirms `address` only, when the member's e-mail cap has a slot
 * (code-caps.ts); else when the next slot frees up.
 */
export async function confirmationLinkFor(
  { db, now, config }: Deps<'db' | 'now' | 'config'>,
  { userId, address }: { userId: number; address: string },
): Promise<{ link: string } | { retryAt: Date }> {
  const retryAt = await takeCodeSlot(db, emailConfirmationCap(userId), now);
  if (retryAt) return { retryAt };
  const code = await createOneTimeCode(db, { purpose: 'email_confirm', userId, now, boundTo: address });
  return { link: confirmEmailLink(config.publicUrl, userId, code) };
}

/**
 * Mails a new account's address its confirmation link, within the member's cap; delivery runs in the
 * background.
 */
export async function sendEmailConfirmation(
  deps: Deps<'db' | 'now' | 'mail' | 'config'>,
  user: Recipient,
): Promise<CodeSending> {
  const made = await confirmationLinkFor(deps, { userId: user.id, address: user.email });
  if ('retryAt' in made) return { sent: false, retryAt: made.retryAt };
  const { link } = made;
  await deps.mail.send({
    to: user.email,
    subject: 'Confirm your CourseClock email',
    text: [
      `Hi ${user.userName},`,
      '',
      'Welcome to CourseClock! Please confirm your email address by opening this link:',
      '',
      link,
      '',
      'The link works for 48 hours. If you did not sign up, you can ignore this email.',
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(user.userName)},</p>`,
      '<p>Welcome to CourseClock! Please confirm your email address:</p>',
      `<p><a href="${escapeHtml(link)}">Confirm my email</a></p>`,
      '<p>The link works for 48 hours. If you did not sign up, you can ignore this email.</p>',
    ].join('\n'),
    sensitive: true,
  });
  return { sent: true };
}
