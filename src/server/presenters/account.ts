import { displayName } from '../../shared/format';
import type { SignUpResponse } from '../../shared/schemas/account';
import type { MyAccount } from '../../shared/schemas/my-account';
import type { MyAccountRecord } from '../services/my-account/get-my-account';

/** The new account as the sign-up form needs it: never the hash, phone or flags. */
export function presentSignedUp(user: { id: number; userName: string; email: string }): SignUpResponse {
  return { id: user.id, userName: user.userName, email: user.email };
}

export function presentMyAccount({ user, actor, codeRetry }: MyAccountRecord): MyAccount {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    userName: user.userName,
    displayName: displayName(user),
    email: user.email,
    emailConfirmed: user.emailConfirmed,
    pendingEmail: user.pendingEmail,
    phoneNumber: user.phoneNumber,
    phoneNumberConfirmed: user.phoneNumberConfirmed,
    dateOfBirth: user.dateOfBirth,
    emailNotifications: user.emailNotifications,
    smsNotifications: user.smsNotifications,
    roles: actor.roles,
    isAdmin: actor.isAdmin,
    isReferee: actor.isReferee,
    current: { url: user.photoUrl },
    phoneCodeRetryAt: codeRetry.phone?.toISOString() ?? null,
    emailCodeRetryAt: codeRetry.email?.toISOString() ?? null,
  };
}
