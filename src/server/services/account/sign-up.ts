import { eq, or, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { normalisePhone } from '../../../shared/validation';
import { uniqueViolationOf } from '../../db/errors';
import { users } from '../../db/schema/index';
import { conflict } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { consumeRateLimit } from '../../lib/rate-limit';
import type { Deps } from '../deps';
import { sendEmailConfirmation } from './send-email-confirmation';
import { sendPhoneCode } from './send-phone-code';

export const SIGN_UP_LIMIT = { limit: 10, windowMs: 60 * 60_000 };

export interface NewMember {
  userName: string;
  email: string;
  phoneNumber: string;
  password: string;
  /** The client's address, for the sign-up limit. */
  ip: string;
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
async function findTaken({ db }: Deps<'db'>, userName: string, email: string) {
  const rows = await db
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
export async function signUp(
  deps: Deps<'db' | 'now' | 'log' | 'mail' | 'sms' | 'config'>,
  input: NewMember,
): Promise<SignedUpUser> {
  const { db, now, log } = deps;
  await consumeRateLimit(db, { key: `signup:${input.ip}`, ...SIGN_UP_LIMIT }, now);
  const taken = await findTaken(deps, input.userName, input.email);
  if (taken.userName || taken.email) throw takenError(taken);

  const phoneNumber = normalisePhone(input.phoneNumber);
  let user: SignedUpUser;
  try {
    [user] = await db
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

  const sends = [sendEmailConfirmation(deps, user), sendPhoneCode(deps, { id: user.id, phoneNumber })];
  for (const outcome of await Promise.allSettled(sends)) {
    if (outcome.status === 'rejected')
      log.error({ err: outcome.reason, userId: user.id }, 'sign-up code not queued');
  }
  return user;
}
