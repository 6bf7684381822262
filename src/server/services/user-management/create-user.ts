import { recordAudit } from '../../lib/audit';
import { createMember, type MemberAccount } from '../account/create-member';
import { sendEmailConfirmation } from '../account/send-email-confirmation';
import type { Deps, SignedIn } from '../deps';
import { auditedUser, loadUserRecord, type UserRecord } from './user-record';
import { findRole, setRole } from './user-roles';

interface StaffNewUser extends MemberAccount {
  /** Null or left out: a regular user. */
  roleId?: number | null;
}

/**
 * An admin adds a user (docs/spec.md §2 "Add User") with one role or none. The account, its role and the
 * audit row commit together; the e-mail stays unconfirmed and its confirmation link is mailed after
 * the commit (a failure to queue it is logged: the account stands and the member can ask again).
 */
export async function createUser(
  deps: Deps<'db' | 'now' | 'log' | 'mail' | 'config'> & SignedIn,
  { roleId, ...account }: StaffNewUser,
): Promise<UserRecord> {
  const { db, actor, log } = deps;
  const record = await db.transaction(async (tx) => {
    const role = roleId ? await findRole(tx, roleId) : null;
    const created = await createMember({ db: tx }, account);
    await setRole(tx, { userId: created.id, role });
    const saved = await loadUserRecord(tx, { id: created.id });
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'user',
      entityId: created.id,
      after: auditedUser(saved),
    });
    return saved;
  });
  try {
    await sendEmailConfirmation(deps, record.user);
  } catch (error) {
    log.error({ err: error, userId: record.user.id }, 'confirmation mail not queued');
  }
  return record;
}
