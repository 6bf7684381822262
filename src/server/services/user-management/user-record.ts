import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles, type UserRow, userRoles, users } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';

export interface RoleRef {
  id: number;
  name: string;
}

/** A user row with their roles, by name (the first one is the role the admin screens show). */
export interface UserRecord {
  user: UserRow;
  roles: RoleRef[];
}

/**
 * The user and their roles; 404 when there is no such user. `lock` takes the user's row FOR UPDATE,
 * for a write that decides on what it read.
 */
export async function loadUserRecord(
  db: DbOrTx,
  { id, lock = false }: { id: number; lock?: boolean },
): Promise<UserRecord> {
  const query = db.select().from(users).where(eq(users.id, id));
  const [user] = lock ? await query.for('update') : await query;
  if (!user) throw notFound('User');
  const userRoleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, id))
    .orderBy(asc(roles.name));
  return { user, roles: userRoleRows };
}

/** What the audit trail keeps of a user: never the password hash. */
export function auditedUser({ user, roles: userRoleRows }: UserRecord) {
  return {
    id: user.id,
    userName: user.userName,
    email: user.email,
    emailConfirmed: user.emailConfirmed,
    firstName: user.firstName,
    lastName: user.lastName,
    organisation: user.organisation,
    phoneNumber: user.phoneNumber,
    phoneNumberConfirmed: user.phoneNumberConfirmed,
    disabled: user.disabled,
    roles: userRoleRows.map((role) => role.name),
  };
}
