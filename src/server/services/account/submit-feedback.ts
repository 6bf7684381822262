import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ROLE_ADMIN } from '../../../shared/roles';
import { type EmailFeedbackBody, missingGuestFeedbackFields } from '../../../shared/schemas/account';
import type { AppContext } from '../../context';
import { feedback, roles, userRoles, users } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest } from '../../lib/http-errors';
import { consumeRateLimit } from '../../lib/rate-limit';

export const FEEDBACK_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

interface SubmitFeedbackInput {
  ctx: AppContext;
  actor: Actor | null;
  input: EmailFeedbackBody;
  ip: string;
  log: FastifyBaseLogger;
}

/** FEEDBACK_TO when set, else every active admin. */
async function feedbackRecipients(ctx: AppContext): Promise<string[]> {
  if (ctx.config.feedbackTo) return [ctx.config.feedbackTo];
  const admins = await ctx.db
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
export async function submitFeedback({ ctx, actor, input, ip, log }: SubmitFeedbackInput): Promise<void> {
  const userName = input.userName || actor?.userName;
  const replyTo = input.replyTo || actor?.email;
  const missing = missingGuestFeedbackFields({ userName, replyTo });
  if (!userName || !replyTo) throw badRequest(Object.values(missing).join('. '), missing);
  await consumeRateLimit(ctx.db, { key: `feedback:${ip}`, ...FEEDBACK_LIMIT }, ctx.now());

  const [stored] = await ctx.db
    .insert(feedback)
    .values({ userId: actor?.id ?? null, userName, replyTo, comment: input.comment })
    .returning({ id: feedback.id });

  const recipients = await feedbackRecipients(ctx);
  if (recipients.length === 0)
    log.warn({ feedbackId: stored.id }, 'feedback stored but nobody to mail it to');
  const sender = actor ? `${userName} (member ${actor.userName})` : `${userName} (guest)`;
  // One message per reviewer, so each delivery is tracked and retried on its own.
  const sends = recipients.map((to) =>
    ctx.mail.send({
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
