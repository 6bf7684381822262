import { eq } from 'drizzle-orm';
import { ROLE_ADMIN } from '../../../shared/roles';
import { normalisePhone } from '../../../shared/validation';
import { users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { hashPassword } from '../../lib/passwords';
import { findTaken, takenError, takenErrorOf } from '../account/create-member';
import { sendEmailConfirmation } from '../account/send-email-confirmation';
import { endUserSessions } from '../auth/end-user-sessions';
import type { Deps, SignedIn } from '../deps';
import { assertAdminsRemain, lockUserAdministration } from './protect-admins';
import { auditedUser, loadUserRecord, type RoleRef, type UserRecord } from './user-record';
import { findRole, setRole } from './user-roles';

/** The edit form's fields; a field left out (undefined) keeps its value. */
interface UserChanges {
  id: number;
  userName: string;
  email: string;
  phoneNumber: string;
  /** null or '' clears. */
  firstName?: string | null;
  lastName?: string | null;
  organisation?: string | null;
  /** '' keeps the password, as left out does. */
  password?: string;
  /** null: a regular user (no role). */
  roleId?: number | null;
  disabled?: boolean;
}

const blankToNull = (value: string | null | undefined) => (value ? value : null);
const sameRoles = (a: RoleRef[], b: RoleRef[]) =>
  a.length === b.length && a.every((role, index) => role.id === b[index]?.id);

/**
 * The roles after the edit. The form preselects the first role and sends it back: the same id keeps
 * every role the user has (a user given two roles elsewhere does not silently lose one).
 */
async function rolesAfter(db: Deps<'db'>['db'], before: RoleRef[], roleId: number | null | undefined) {
  if (roleId === undefined || (roleId !== null && roleId === before[0]?.id)) return before;
  return roleId === null ? [] : [await findRole(db, roleId)];
}

/**
 * An admin edits a user (docs/spec.md §2 "Edit User"). 409 naming a user name or e-mail of someone else.
 * Nobody removes their own Admin role or disables themselves, and the last active admin keeps both
 * (checked under a lock: protect-admins.ts). A role change, a new password or disabling ends the
 * user's sessions at once; a new e-mail becomes unconfirmed and gets its link after the commit.
 * One audit row holds the user before and after (never the password hash).
 */
export async function editUser(
  deps: Deps<'db' | 'now' | 'log' | 'mail' | 'config'> & SignedIn,
  changes: UserChanges,
): Promise<UserRecord> {
  const { db, now, actor, log } = deps;
  if (changes.password) refuseCommonPassword('password', changes.password);
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined;
  const { record, emailChanged } = await db.transaction(async (tx) => {
    await lockUserAdministration(tx);
    const before = await loadUserRecord(tx, { id: changes.id, lock: true });
    const roles = await rolesAfter(tx, before.roles, changes.roleId);
    const roleChanged = !sameRoles(before.roles, roles);
    const disabled = changes.disabled ?? before.user.disabled;
    const disables = disabled && !before.user.disabled;
    await assertAdminsRemain(tx, {
      actorId: actor.id,
      target: before,
      dropsAdmin:
        before.roles.some((role) => role.name === ROLE_ADMIN) &&
        !roles.some((role) => role.name === ROLE_ADMIN),
      disables,
      disableField: 'disabled',
    });
    const taken = await findTaken({ db: tx }, { ...changes, exceptUserId: changes.id });
    if (taken.userName || taken.email) throw takenError(taken);

    const phoneNumber = normalisePhone(changes.phoneNumber);
    const emailChanged = changes.email.toLowerCase() !== before.user.email.toLowerCase();
    try {
      await tx
        .update(users)
        .set({
          userName: changes.userName,
          email: changes.email,
          phoneNumber,
          ...(changes.firstName === undefined ? {} : { firstName: blankToNull(changes.firstName) }),
          ...(changes.lastName === undefined ? {} : { lastName: blankToNull(changes.lastName) }),
          ...(changes.organisation === undefined ? {} : { organisation: blankToNull(changes.organisation) }),
          ...(passwordHash ? { passwordHash } : {}),
          // The address an admin sets replaces any the member was waiting to confirm.
          ...(emailChanged ? { emailConfirmed: false, pendingEmail: null } : {}),
          ...(phoneNumber === before.user.phoneNumber ? {} : { phoneNumberConfirmed: false }),
          disabled,
          updatedAt: now,
        })
        .where(eq(users.id, changes.id));
    } catch (error) {
      throw takenErrorOf(error);
    }
    if (roleChanged) await setRole(tx, { userId: changes.id, role: roles[0] ?? null });
    if (roleChanged || passwordHash || disables)
      await endUserSessions({ db: tx, now }, { userId: changes.id });

    const after = await loadUserRecord(tx, { id: changes.id });
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'user',
      entityId: changes.id,
      before: auditedUser(before),
      // Only a real change is recorded: a blank password on the form keeps the old one.
      after: { ...auditedUser(after), ...(passwordHash ? { passwordChanged: true } : {}) },
    });
    return { record: after, emailChanged };
  });
  if (emailChanged) {
    try {
      const sending = await sendEmailConfirmation(deps, record.user);
      if (!sending.sent)
        log.warn(
          { userId: record.user.id, retryAt: sending.retryAt },
          'confirmation mail held back by its cap',
        );
    } catch (error) {
      log.error({ err: error, userId: record.user.id }, 'confirmation mail not queued');
    }
  }
  return record;
}
