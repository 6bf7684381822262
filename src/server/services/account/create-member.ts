import { eq, or, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { normalisePhone } from '../../../shared/validation';
import { uniqueViolationOf } from '../../db/errors';
import { users } from '../../db/schema/index';
import { conflict } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import type { Deps } from '../deps';

/** A new member's account, from sign-up or from a staff screen. */
export interface MemberAccount {
  userName: string;
  email: string;
  phoneNumber: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

export interface CreatedMember {
  id: number;
  userName: string;
  email: string;
  /** Normalised (+614…). */
  phoneNumber: string;
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
 * Inserts a member account (no role, e-mail and phone unconfirmed); 409 naming the field when the
 * user name or e-mail is taken, also when a parallel request took it between the check and the insert.
 * Sending the confirmation messages is the caller's step, after its transaction commits.
 */
export async function createMember({ db }: Deps<'db'>, input: MemberAccount): Promise<CreatedMember> {
  const taken = await findTaken({ db }, input.userName, input.email);
  if (taken.userName || taken.email) throw takenError(taken);
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        userName: input.userName,
        email: input.email,
        phoneNumber: normalisePhone(input.phoneNumber),
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        passwordHash,
      })
      .returning({
        id: users.id,
        userName: users.userName,
        email: users.email,
        phoneNumber: users.phoneNumber,
      });
    return { ...user, phoneNumber: user.phoneNumber ?? '' };
  } catch (error) {
    const constraint = uniqueViolationOf(error);
    if (constraint === undefined) throw error;
    throw takenError({
      userName: constraint !== 'users_email_ci',
      email: constraint !== 'users_user_name_ci',
    });
  }
}
