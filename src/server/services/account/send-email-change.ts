import { accountHelpPaths } from '../../../shared/site-paths';
import type { Deps } from '../deps';
import type { CodeSending } from './code-caps';
import { confirmationLinkFor, escapeHtml } from './send-email-confirmation';

interface EmailChange {
  userId: number;
  /** The account's address, which stays until the new one is confirmed. */
  from: string;
  /** The address waiting for its link. */
  to: string;
}

/** `r***@example.com`: enough for the owner to recognise the address, little room for a message. */
function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}

/**
 * Mails the new address its confirmation link and tells the account's address of the change, within
 * the member's e-mail cap (one slot for both: a link never goes out without the owner hearing of
 * it). The link mail carries nothing the member typed but the address itself, so the club's mail
 * is no carrier for someone else's text. Delivery runs in the background.
 */
export async function sendEmailChangeMails(
  deps: Deps<'db' | 'now' | 'mail' | 'config'>,
  { userId, from, to }: EmailChange,
): Promise<CodeSending> {
  const made = await confirmationLinkFor(deps, { userId, address: to });
  if ('retryAt' in made) return { sent: false, retryAt: made.retryAt };
  const { link } = made;
  const site = deps.config.publicUrl;
  await deps.mail.send({
    to,
    subject: 'Confirm your new CourseClock email',
    text: [
      'Someone asked to use this address for their CourseClock account. If it was you, confirm it by opening this link:',
      '',
      link,
      '',
      'The link works for 48 hours. If it was not you, ignore this email: nothing changes without the link.',
    ].join('\n'),
    html: [
      '<p>Someone asked to use this address for their CourseClock account. If it was you, confirm it:</p>',
      `<p><a href="${escapeHtml(link)}">Confirm my new email</a></p>`,
      '<p>The link works for 48 hours. If it was not you, ignore this email: nothing changes without the link.</p>',
    ].join('\n'),
    sensitive: true,
  });
  const shown = maskedAddress(to);
  const help = {
    account: `${site}${accountHelpPaths.myAccount}`,
    reset: `${site}${accountHelpPaths.forgotPassword}`,
    feedback: `${site}${accountHelpPaths.feedback}`,
  };
  await deps.mail.send({
    to: from,
    subject: 'Your CourseClock email is being changed',
    text: [
      `Someone logged in to your CourseClock account asked to change its email from this address to ${shown}.`,
      'Your account keeps this address until the new one is confirmed with the link we sent to it.',
      '',
      'If it was not you:',
      `- cancel the change on My Account: ${help.account}`,
      `- choose a new password (the link comes to this address): ${help.reset}`,
      `- and tell the club through the feedback form: ${help.feedback}`,
    ].join('\n'),
    html: [
      `<p>Someone logged in to your CourseClock account asked to change its email from this address to ${escapeHtml(shown)}.</p>`,
      '<p>Your account keeps this address until the new one is confirmed with the link we sent to it.</p>',
      '<p>If it was not you:</p>',
      '<ul>',
      `<li><a href="${escapeHtml(help.account)}">cancel the change on My Account</a>,</li>`,
      `<li><a href="${escapeHtml(help.reset)}">choose a new password</a> (the link comes to this address),</li>`,
      `<li>and tell the club through the <a href="${escapeHtml(help.feedback)}">feedback form</a>.</li>`,
      '</ul>',
    ].join('\n'),
  });
  return { sent: true };
}
