import { eq, sql } from 'drizzle-orm';
import { ROLE_ADMIN } from '../../../shared/roles';
import { roles, userRoles, users } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import type { Deps } from '../deps';

export interface AdminAccount {
  email: string;
  password: string;
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: make sure that account exists, is active and is an admin.
 * User name `admin` unless taken by someone else, then `admin2`, `admin3`, … Roles must exist (db/roles.ts).
 */
export async function ensureAdmin({ db }: Deps<'db'>, { email, password }: AdminAccount): Promise<number> {
  return db.transaction(async (tx) => {
    const passwordHash = await hashPassword(password);
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    let userId = existing?.id;
    if (userId) {
      await tx.update(users).set({ passwordHash, disabled: false }).where(eq(users.id, userId));
    } else {
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
      userId = created.id;
    }
    const [adminRole] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_ADMIN));
    if (!adminRole) throw new Error(`Role ${ROLE_ADMIN} is missing: run ensureRoles first`);
    await tx.insert(userRoles).values({ userId, roleId: adminRole.id }).onConflictDoNothing();
    return userId;
  });
}
