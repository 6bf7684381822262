import { recordAudit } from '../../lib/audit';
import { takeSlot } from '../../lib/rate-limit';
import { type CreatedMember, createMember, type MemberAccount } from '../account/create-member';
import { sendEmailConfirmation } from '../account/send-email-confirmation';
import type { Deps, SignedIn } from '../deps';

/** Accounts one referee may create per hour: a busy event's sign-ups, not a mailing run. */
const REFEREE_ADD_USER_LIMIT = { limit: 60, windowMs: 60 * 60_000 };

/**
 * A referee signs up a competitor at the event (docs/spec.md §7 "Add User"): the member can log in at once
 * and gets the e-mail confirmation link. The account and its audit row commit together; the mail is
 * queued after, and a failure to queue it is logged, not an error (the account stands).
 */
export async function addMember(
  deps: Deps<'db' | 'now' | 'log' | 'mail' | 'config'> & SignedIn,
  input: MemberAccount,
): Promise<CreatedMember> {
  const { db, actor, now, log } = deps;
  await takeSlot(db, { key: `referee-add-user:${actor.id}`, ...REFEREE_ADD_USER_LIMIT }, now);
  const user = await db.transaction(async (tx) => {
    const created = await createMember({ db: tx }, input);
    const { id, userName, email } = created;
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'user',
      entityId: id,
      after: { id, userName, email },
    });
    return created;
  });
  try {
    await sendEmailConfirmation(deps, user);
  } catch (error) {
    log.error({ err: error, userId: user.id }, 'confirmation mail not queued');
  }
  return user;
}
