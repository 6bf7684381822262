import { and, eq } from 'drizzle-orm';
import { ROLE_ADMIN } from '../../../shared/roles';
import { missingGuestFeedbackFields } from '../../../shared/schemas/account';
import { feedback, roles, userRoles, users } from '../../db/schema/index';
import { badRequest } from '../../lib/http-errors';
import { takeSlot } from '../../lib/rate-limit';
import type { Deps } from '../deps';

export const FEEDBACK_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

interface Feedback {
  /** A guest's name and e-mail; a member's default to their account's. */
  userName?: string;
  replyTo?: string;
  comment: string;
  /** The client's address, for the feedback limit. */
  ip: string;
}

/** FEEDBACK_TO when set, else every active admin. */
async function feedbackRecipients({ db, config }: Deps<'db' | 'config'>): Promise<string[]> {
  if (config.feedbackTo) return [config.feedbackTo];
  const admins = await db
    .selectDistinct({ email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.name, ROLE_ADMIN), eq(users.disabled, false)));
  return admins.map((admin) => admin.email);
}

/**
 * Stores feedback and mails it to the site's reviewers with Reply-To set to the sender. Guests must
 * give a name and an e-mail; for members they default to the account's.
 */
export async function submitFeedback(
  deps: Deps<'db' | 'now' | 'actor' | 'log' | 'mail' | 'config'>,
  input: Feedback,
): Promise<void> {
  const { db, now, actor, log, mail } = deps;
  const userName = input.userName || actor?.userName;
  const replyTo = input.replyTo || actor?.email;
  const missing = missingGuestFeedbackFields({ userName, replyTo });
  if (!userName || !replyTo) throw badRequest(Object.values(missing).join('. '), missing);
  await takeSlot(db, { key: `feedback:${input.ip}`, ...FEEDBACK_LIMIT }, now);

  const [stored] = await db
    .insert(feedback)
    .values({ userId: actor?.id ?? null, userName, replyTo, comment: input.comment })
    .returning({ id: feedback.id });

  const recipients = await feedbackRecipients(deps);
  if (recipients.length === 0)
    log.warn({ feedbackId: stored.id }, 'feedback stored but nobody to mail it to');
  const sender = actor ? `${userName} (member ${actor.userName})` : `${userName} (guest)`;
  // One message per reviewer, so each delivery is tracked and retried on its own.
  const sends = recipients.map((to) =>
    mail.send({
      to,
      replyTo,
      subject: `CourseClock feedback from ${userName.replace(/[\r\n]+/g, ' ')}`,
      text: `From: ${sender}\nReply to: ${replyTo}\n\n${input.comment}\n`,
    }),
  );
  // The feedback is stored: failing to queue its e-mail is logged, not reported to the sender.
  for (const outcome of await Promise.allSettled(sends)) {
    if (outcome.status === 'rejected')
      log.error({ err: outcome.reason, feedbackId: stored.id }, 'feedback e-mail not queued');
  }
}
