import { and, eq, sql } from 'drizzle-orm';
import { ROLE_ADMIN } from '../../shared/roles';
import type { Tx } from '../db/client';
import { roles, userRoles, users } from '../db/schema/index';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { endUserSessions } from '../services/auth/end-user-sessions';
import type { Deps } from '../services/deps';

interface AdminAccount {
  email: string;
  password: string;
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: make sure that account exists, is active and is an admin.
 * User name `admin` unless taken by someone else, then `admin2`, `admin3`, … Roles must exist (db/roles.ts).
 * An existing account is promoted only when its e-mail is confirmed (whoever signed up with an address
 * they do not own must not become admin); its sessions end when it is promoted, re-enabled or given a
 * new password, so no session opened before carries the new rights (docs/decisions.md).
 */
export async function ensureAdmin(
  { db, now }: Deps<'db' | 'now'>,
  { email, password }: AdminAccount,
): Promise<number> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const adminRoleId = await findAdminRoleId(tx);
    const adminGrant = tx
      .select({ one: sql`1` })
      .from(userRoles)
      .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, adminRoleId)));
    const [existing] = await tx
      .select({
        id: users.id,
        userName: users.userName,
        emailConfirmed: users.emailConfirmed,
        disabled: users.disabled,
        passwordHash: users.passwordHash,
        isAdmin: sql<boolean>`exists ${adminGrant}`,
      })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    if (!existing) return createAdmin(tx, { email, passwordHash, adminRoleId });

    if (!existing.emailConfirmed)
      throw new Error(
        `ADMIN_EMAIL ${email.toLowerCase()} belongs to the account '${existing.userName}', whose e-mail address was never confirmed: it is not made an admin. Confirm the address from that account, remove the account, or set ADMIN_EMAIL to another address.`,
      );
    const samePassword = await verifyPassword(existing.passwordHash, password);
    await tx.update(users).set({ passwordHash, disabled: false }).where(eq(users.id, existing.id));
    await tx.insert(userRoles).values({ userId: existing.id, roleId: adminRoleId }).onConflictDoNothing();
    if (!existing.isAdmin || existing.disabled || !samePassword)
      await endUserSessions({ db: tx, now }, { userId: existing.id });
    return existing.id;
  });
}

async function findAdminRoleId(tx: Tx): Promise<number> {
  const [adminRole] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_ADMIN));
  if (!adminRole) throw new Error(`Role ${ROLE_ADMIN} is missing: run ensureRoles first`);
  return adminRole.id;
}

async function createAdmin(
  tx: Tx,
  { email, passwordHash, adminRoleId }: { email: string; passwordHash: string; adminRoleId: number },
): Promise<number> {
  const taken = await tx
    .select({ userName: users.userName })
    .from(users)
    .where(sql`lower(${users.userName}) like 'admin%'`);
  const names = new Set(taken.map((row) => row.userName.toLowerCase()));
  let userName = 'admin';
  for (let n = 2; names.has(userName); n++) userName = `admin${n}`;
  const [created] = await tx
    .insert(users)
    .values({ userName, email, passwordHash, firstName: 'Site', lastName: 'Admin', emailConfirmed: true })
    .returning({ id: users.id });
  await tx.insert(userRoles).values({ userId: created.id, roleId: adminRoleId });
  return created.id;
}
