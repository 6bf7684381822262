import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { endUserSessions } from '../auth/end-user-sessions';
import type { Deps, SignedIn } from '../deps';
import { assertAdminsRemain, lockUserAdministration } from './protect-admins';
import { auditedUser, loadUserRecord, type UserRecord } from './user-record';

/**
 * Removes a user the way users are removed (docs/architecture.md, "Remove a thing"): disabled, never
 * deleted. They cannot log in, every session ends at once (the guard checks the session on each
 * request, refresh refuses a disabled user), and their times leave the boards (boards skip disabled
 * users; the users trigger tells live boards). Disabling a disabled user changes nothing. Not oneself,
 * not the last active admin. EditUser with `disabled: false` enables them again.
 */
export async function disableUser(
  { db, now, actor }: Deps<'db' | 'now'> & SignedIn,
  { id }: { id: number },
): Promise<UserRecord> {
  return db.transaction(async (tx) => {
    await lockUserAdministration(tx);
    const before = await loadUserRecord(tx, { id, lock: true });
    if (before.user.disabled) return before;
    await assertAdminsRemain(tx, {
      actorId: actor.id,
      target: before,
      dropsAdmin: false,
      disables: true,
      disableField: 'id',
    });
    await tx.update(users).set({ disabled: true, updatedAt: now }).where(eq(users.id, id));
    await endUserSessions({ db: tx, now }, { userId: id });
    const after = await loadUserRecord(tx, { id });
    await recordAudit(tx, {
      actor,
      action: 'disable',
      entity: 'user',
      entityId: id,
      before: auditedUser(before),
      after: auditedUser(after),
    });
    return after;
  });
}
