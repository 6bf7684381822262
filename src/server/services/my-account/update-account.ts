import { eq } from 'drizzle-orm';
import { normalisePhone } from '../../../shared/validation';
import { type UserRow, users } from '../../db/schema/index';
import { findTaken, takenError, takenErrorOf } from '../account/create-member';
import { sendEmailChangeMails } from '../account/send-email-change';
import { sendPhoneCode } from '../account/send-phone-code';
import { checkCurrentPassword } from '../auth/current-password';
import type { Deps, SignedIn } from '../deps';
import { getMyAccount, loadOwnUser, type MyAccountRecord } from './get-my-account';

interface AccountChanges {
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  phoneNumber: string;
  emailNotifications: boolean;
  smsNotifications: boolean;
  /** undefined: unchanged; null: cleared. */
  dateOfBirth?: string | null;
  /** Needed to ask for a new e-mail. */
  currentPassword?: string;
  /** The client's address as limits key it: a wrong current password counts as a failed login from it. */
  ip: string;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());
const sameAddress = (a: string, b: string | null) => b !== null && a.toLowerCase() === b.toLowerCase();

/**
 * What the form's e-mail does to the account: its own address (any case) stays and drops a change
 * waiting for confirmation; the address already waiting keeps waiting; any other starts a new change.
 */
function emailStep(before: UserRow, email: string) {
  if (sameAddress(email, before.email)) return { isNew: false, set: { email, pendingEmail: null } };
  return { isNew: !sameAddress(email, before.pendingEmail), set: { pendingEmail: email } };
}

/**
 * The member edits their own details (docs/spec.md §7 "My account"). A user name or e-mail of someone
 * else is a 409 naming the field. A new e-mail needs the current password (auth/current-password.ts)
 * and waits beside the account's address until its link is used (account/confirm-email.ts); the link
 * goes to it and a notice to the account's address. A new phone becomes unconfirmed and gets a code by
 * SMS. Messages go out after the change commits, within the member's hourly caps (code-caps.ts): past
 * them the change is saved all the same and the answer says when a code can be sent. A failure to
 * queue a message is logged; the member can ask again. Answers the account as it now is.
 */
export async function updateAccount(
  deps: Deps<'db' | 'now' | 'log' | 'mail' | 'sms' | 'config'> & SignedIn,
  changes: AccountChanges,
): Promise<MyAccountRecord> {
  const { db, actor, now, log } = deps;
  const before = await loadOwnUser(deps);
  const email = emailStep(before, changes.email);
  if (email.isNew)
    await checkCurrentPassword(deps, {
      userId: actor.id,
      passwordHash: before.passwordHash,
      password: changes.currentPassword,
      address: changes.ip,
    });
  // An address already waiting is not checked again: someone taking it meanwhile is the link's 409.
  const taken = await findTaken(deps, {
    userName: changes.userName,
    email: email.isNew ? changes.email : before.email,
    exceptUserId: actor.id,
  });
  if (taken.userName || taken.email) throw takenError(taken);

  const phoneNumber = normalisePhone(changes.phoneNumber);
  const phoneChanged = phoneNumber !== before.phoneNumber;
  try {
    await db
      .update(users)
      .set({
        firstName: blankToNull(changes.firstName),
        lastName: blankToNull(changes.lastName),
        userName: changes.userName,
        ...email.set,
        phoneNumber,
        emailNotifications: changes.emailNotifications,
        smsNotifications: changes.smsNotifications,
        ...(changes.dateOfBirth === undefined ? {} : { dateOfBirth: changes.dateOfBirth }),
        ...(phoneChanged ? { phoneNumberConfirmed: false } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, actor.id));
  } catch (error) {
    // Someone took the name or e-mail between the check and the update.
    throw takenErrorOf(error);
  }

  const sends = [
    email.isNew
      ? sendEmailChangeMails(deps, { userId: actor.id, from: before.email, to: changes.email })
      : null,
    phoneChanged ? sendPhoneCode(deps, { id: actor.id, phoneNumber }) : null,
  ].filter((send) => send !== null);
  for (const outcome of await Promise.allSettled(sends)) {
    if (outcome.status === 'rejected')
      log.error({ err: outcome.reason, userId: actor.id }, 'account code not queued');
  }
  return getMyAccount(deps);
}
