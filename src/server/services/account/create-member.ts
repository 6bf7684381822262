import { and, eq, ne, or, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { normalisePhone } from '../../../shared/validation';
import { uniqueViolationOf } from '../../db/errors';
import { users } from '../../db/schema/index';
import { refuseCommonPassword } from '../../lib/common-passwords';
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
  /** Captured by the admin add-user screen (docs/spec.md §3); null or left out for the others. */
  organisation?: string | null;
}

export interface CreatedMember {
  id: number;
  userName: string;
  email: string;
  /** Normalised (+614…). */
  phoneNumber: string;
}

export function takenError(taken: { userName: boolean; email: boolean }) {
  const fields: Record<string, string> = {};
  if (taken.userName) fields.userName = messages.userNameTaken;
  if (taken.email) fields.email = messages.emailTaken;
  return conflict(Object.values(fields).join('. '), fields).as('ACCOUNT_TAKEN');
}

/**
 * Which of the name and e-mail already belong to someone (other than `exceptUserId`), compared
 * case-insensitively.
 */
export async function findTaken(
  { db }: Deps<'db'>,
  { userName, email, exceptUserId }: { userName: string; email: string; exceptUserId?: number },
) {
  const rows = await db
    .select({ userName: users.userName, email: users.email })
    .from(users)
    .where(
      and(
        or(
          eq(sql`lower(${users.userName})`, userName.toLowerCase()),
          eq(sql`lower(${users.email})`, email.toLowerCase()),
        ),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  return {
    userName: rows.some((row) => row.userName.toLowerCase() === userName.toLowerCase()),
    email: rows.some((row) => row.email.toLowerCase() === email.toLowerCase()),
  };
}

/**
 * Inserts a member account (no role, e-mail and phone unconfirmed); 400 naming `password` when it is
 * a common one; 409 naming the field when the user name or e-mail is taken, also when a parallel
 * request took it between the check and the insert.
 * Sending the confirmation messages is the caller's step, after its transaction commits.
 */
export async function createMember({ db }: Deps<'db'>, input: MemberAccount): Promise<CreatedMember> {
  refuseCommonPassword('password', input.password);
  const taken = await findTaken({ db }, input);
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
        organisation: input.organisation || null,
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
    throw takenErrorOf(error);
  }
}

/** A unique violation on the user name or e-mail as the 409 naming it; any other error as it is. */
export function takenErrorOf(error: unknown): unknown {
  const constraint = uniqueViolationOf(error);
  if (constraint === undefined) return error;
  return takenError({
    userName: constraint !== 'users_email_ci',
    email: constraint !== 'users_user_name_ci',
  });
}
