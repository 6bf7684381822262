import { and, eq, ne, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { ROLE_ADMIN } from '../../../shared/roles';
import type { DbOrTx } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/index';
import { forbidden, invalidField } from '../../lib/http-errors';
import type { UserRecord } from './user-record';

/** First key of the transaction-scoped advisory lock every change to a user's role or state takes. */
const USER_ADMIN_LOCK_CLASS = 7302;

/**
 * Serialises role and disable changes across requests and app instances: the checks below then read
 * what every earlier change committed, so two admins demoting each other at once cannot both succeed
 * (the second sees it is no longer an admin, or that the other is the last one).
 */
export async function lockUserAdministration(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${USER_ADMIN_LOCK_CLASS}, 0)`);
}

async function activeAdminIds(tx: DbOrTx, exceptUserId?: number): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(roles.name, ROLE_ADMIN),
        eq(users.disabled, false),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  return rows.map((row) => row.id);
}

interface AdminStateChange {
  actorId: number;
  target: UserRecord;
  /** The change leaves the target without the Admin role. */
  dropsAdmin: boolean;
  /** The change disables the target. */
  disables: boolean;
  /** The request field a refused disable is reported on ('disabled' on EditUser, 'id' on Disable). */
  disableField: string;
}

/**
 * Nobody locks the site out by a slip: an admin cannot remove their own Admin role or
 * disable themselves, and the last active admin keeps both. Call it after lockUserAdministration, in
 * the same transaction. While the actor is an active admin the last admin can only be the actor, so
 * the last-admin rule is what refuses the second of two admins demoting each other at once. The
 * actor is then checked again under the lock: an admin demoted or disabled by a change that committed
 * while this request waited has lost the right to make any other (403).
 */
export async function assertAdminsRemain(tx: DbOrTx, change: AdminStateChange): Promise<void> {
  const { actorId, target, dropsAdmin, disables } = change;
  if (dropsAdmin || disables) {
    if (target.user.id === actorId) {
      if (disables) throw invalidField(change.disableField, messages.cannotDisableSelf);
      throw invalidField('roleId', messages.cannotRemoveOwnAdmin);
    }
    const targetIsActiveAdmin =
      !target.user.disabled && target.roles.some((role) => role.name === ROLE_ADMIN);
    if (targetIsActiveAdmin && (await activeAdminIds(tx, target.user.id)).length === 0) {
      if (disables) throw invalidField(change.disableField, messages.lastAdminStaysActive);
      throw invalidField('roleId', messages.lastAdminKeepsRole);
    }
  }
  if (!(await activeAdminIds(tx)).includes(actorId)) throw forbidden();
}
