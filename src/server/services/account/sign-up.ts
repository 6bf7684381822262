import { eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../../shared/messages';
import type { SignUpBody } from '../../../shared/schemas/account';
import { normalisePhone } from '../../../shared/validation';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/index';
import { conflict } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { consumeRateLimit } from '../../lib/rate-limit';
import { sendEmailConfirmation } from './send-email-confirmation';
import { sendPhoneCode } from './send-phone-code';
import { uniqueViolationOf } from './unique-violation';

export const SIGN_UP_LIMIT = { limit: 10, windowMs: 60 * 60_000 };

interface SignUpInput {
  ctx: AppContext;
  input: SignUpBody;
  ip: string;
  log: FastifyBaseLogger;
}

export interface SignedUpUser {
  id: number;
  userName: string;
  email: string;
}

function takenError(taken: { userName: boolean; email: boolean }) {
  const fields: Record<string, string> = {};
  if (taken.userName) fields.userName = messages.userNameTaken;
  if (taken.email) fields.email = messages.emailTaken;
  return conflict(Object.values(fields).join('. '), fields);
}

/** Which of the name and e-mail already belong to someone, compared case-insensitively. */
async function findTaken(ctx: AppContext, userName: string, email: string) {
  const rows = await ctx.db
    .select({ userName: users.userName, email: users.email })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.userName})`, userName.toLowerCase()),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
      ),
    );
  return {
    userName: rows.some((row) => row.userName.toLowerCase() === userName.toLowerCase()),
    email: rows.some((row) => row.email.toLowerCase() === email.toLowerCase()),
  };
}

/**
 * Creates a member account, then sends the e-mail confirmation link and the phone code. The account
 * stands once committed: a failure to queue either message is logged, never turned into an error
 * (the member can ask for a new code).
 */
export async function signUp({ ctx, input, ip, log }: SignUpInput): Promise<SignedUpUser> {
  await consumeRateLimit(ctx.db, { key: `signup:${ip}`, ...SIGN_UP_LIMIT }, ctx.now());
  const taken = await findTaken(ctx, input.userName, input.email);
  if (taken.userName || taken.email) throw takenError(taken);

  const phoneNumber = normalisePhone(input.phoneNumber);
  let user: SignedUpUser;
  try {
    [user] = await ctx.db
      .insert(users)
      .values({
        userName: input.userName,
        email: input.email,
        phoneNumber,
        passwordHash: await hashPassword(input.password),
      })
      .returning({ id: users.id, userName: users.userName, email: users.email });
  } catch (error) {
    // Another sign-up took the name or e-mail between our check and the insert.
    const constraint = uniqueViolationOf(error);
    if (constraint === undefined) throw error;
    throw takenError({
      userName: constraint !== 'users_email_ci',
      email: constraint !== 'users_user_name_ci',
    });
  }

  const sends = [sendEmailConfirmation(ctx, user), sendPhoneCode(ctx, { id: user.id, phoneNumber })];
  for (const outcome of await Promise.allSettled(sends)) {
    if (outcome.status === 'rejected')
      log.error({ err: outcome.reason, userId: user.id }, 'sign-up code not queued');
  }
  return user;
}
