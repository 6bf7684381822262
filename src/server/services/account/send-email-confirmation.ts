import { createOneTimeCode } from '../../lib/one-time-codes';
import type { Deps } from '../deps';

interface Recipient {
  id: number;
  userName: string;
  email: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The SPA page that posts the code back: /Account/ConfirmEmail/{userId}/{code}. */
export function confirmEmailLink(publicUrl: string, userId: number, code: string): string {
  return `${publicUrl}/Account/ConfirmEmail/${userId}/${encodeURIComponent(code)}`;
}

/** Creates a fresh e-mail confirmation code (48 h) and mails its link; delivery runs in the background. */
export async function sendEmailConfirmation(
  { db, now, mail, config }: Deps<'db' | 'now' | 'mail' | 'config'>,
  user: Recipient,
): Promise<void> {
  const code = await createOneTimeCode(db, { purpose: 'email_confirm', userId: user.id, now });
  const link = confirmEmailLink(config.publicUrl, user.id, code);
  await mail.send({
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
}
