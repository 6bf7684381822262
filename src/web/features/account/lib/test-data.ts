/** Test data (not app code) for this feature's tests: the member's account as GET /Account/MyAccount answers it. */
import type { MyAccount } from '../../../../shared/schemas/my-account';

/** Sam Lee, a member with a confirmed e-mail and an unconfirmed phone; `overrides` change any field. */
export function myAccount(overrides: Partial<MyAccount> = {}): MyAccount {
  return {
    id: 7,
    firstName: 'Sam',
    lastName: 'Lee',
    userName: 'samlee',
    displayName: 'Sam Lee',
    email: 'sam@example.com',
    emailConfirmed: true,
    pendingEmail: null,
    phoneNumber: '+61412345678',
    phoneNumberConfirmed: false,
    dateOfBirth: null,
    emailNotifications: true,
    smsNotifications: true,
    roles: [],
    isAdmin: false,
    isReferee: false,
    current: { url: null },
    phoneCodeRetryAt: null,
    emailCodeRetryAt: null,
    ...overrides,
  };
}
