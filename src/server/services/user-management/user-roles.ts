import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { DbOrTx } from '../../db/client';
import { roles, userRoles } from '../../db/schema/index';
import { invalidField } from '../../lib/http-errors';
import type { RoleRef } from './user-record';

/** The role an admin picked; a 400 naming roleId when there is no such role. */
export async function findRole(db: DbOrTx, roleId: number): Promise<RoleRef> {
  const [role] = await db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw invalidField('roleId', messages.roleNotFound);
  return role;
}

/** The admin screens give a user one role or none ('Regular user'): it replaces whatever they had. */
export async function setRole(db: DbOrTx, { userId, role }: { userId: number; role: RoleRef | null }) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (role) await db.insert(userRoles).values({ userId, roleId: role.id });
}
