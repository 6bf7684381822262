/** Test data (not app code) for this section's page tests: users as the UserManagement API answers them. */
import type { Role, UserDetail, UserSummary } from '../../../../../shared/schemas/user-management';

export const ROLES: Role[] = [
  { id: 1, name: 'Admin' },
  { id: 2, name: 'Referee' },
];

export function summary(overrides: Partial<UserSummary> = {}): UserSummary {
  return {
    id: 9,
    userName: 'jsmith',
    displayName: 'Jo Smith',
    email: 'jo@example.com',
    phoneNumber: '+61412345678',
    disabled: false,
    roles: ['Referee'],
    current: { url: null },
    ...overrides,
  };
}

export function detail(overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    ...summary(),
    firstName: 'Jo',
    lastName: 'Smith',
    emailConfirmed: true,
    phoneNumberConfirmed: true,
    roleId: 2,
    isAdmin: false,
    isReferee: true,
    dateOfBirth: null,
    emailNotifications: true,
    smsNotifications: false,
    organisation: null,
    ...overrides,
  };
}
