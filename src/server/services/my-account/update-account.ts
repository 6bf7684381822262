import { eq } from 'drizzle-orm';
import { normalisePhone } from '../../../shared/validation';
import { users } from '../../db/schema/index';
import { findTaken, takenError, takenErrorOf } from '../account/create-member';
import { sendEmailConfirmation } from '../account/send-email-confirmation';
import { sendPhoneCode } from '../account/send-phone-code';
import type { Deps, SignedIn } from '../deps';
import { getMyAccount, type MyAccountRecord } from './get-my-account';

export interface AccountChanges {
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  phoneNumber: string;
  emailNotifications: boolean;
  smsNotifications: boolean;
  /** undefined: unchanged; null: cleared. */
  dateOfBirth?: string | null;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The member edits their own details (docs/spec.md §7 "My account"). A user name or e-mail of someone else
 * is a 409 naming the field. A new e-mail becomes unconfirmed and gets a confirmation link; a new
 * phone becomes unconfirmed and gets a code by SMS (sent after the change commits; a failure to queue
 * them is logged, the member can ask again). Answers the account as it now is.
 */
export async function updateAccount(
  deps: Deps<'db' | 'now' | 'log' | 'mail' | 'sms' | 'config'> & SignedIn,
  changes: AccountChanges,
): Promise<MyAccountRecord> {
  const { db, actor, now, log } = deps;
  const { user: before } = await getMyAccount(deps);
  const taken = await findTaken(deps, { ...changes, exceptUserId: actor.id });
  if (taken.userName || taken.email) throw takenError(taken);

  const phoneNumber = normalisePhone(changes.phoneNumber);
  const emailChanged = changes.email.toLowerCase() !== before.email.toLowerCase();
  const phoneChanged = phoneNumber !== before.phoneNumber;
  try {
    await db
      .update(users)
      .set({
        firstName: blankToNull(changes.firstName),
        lastName: blankToNull(changes.lastName),
        userName: changes.userName,
        email: changes.email,
        phoneNumber,
        emailNotifications: changes.emailNotifications,
        smsNotifications: changes.smsNotifications,
        ...(changes.dateOfBirth === undefined ? {} : { dateOfBirth: changes.dateOfBirth }),
        ...(emailChanged ? { emailConfirmed: false } : {}),
        ...(phoneChanged ? { phoneNumberConfirmed: false } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, actor.id));
  } catch (error) {
    // Someone took the name or e-mail between the check and the update.
    throw takenErrorOf(error);
  }

  const sends = [
    emailChanged
      ? sendEmailConfirmation(deps, { id: actor.id, userName: changes.userName, email: changes.email })
      : null,
    phoneChanged ? sendPhoneCode(deps, { id: actor.id, phoneNumber }) : null,
  ].filter((send) => send !== null);
  for (const outcome of await Promise.allSettled(sends)) {
    if (outcome.status === 'rejected')
      log.error({ err: outcome.reason, userId: actor.id }, 'account code not queued');
  }
  return getMyAccount(deps);
}
