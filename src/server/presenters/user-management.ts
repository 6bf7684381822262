import { displayName } from '../../shared/format';
import { ROLE_ADMIN, ROLE_REFEREE } from '../../shared/roles';
import type { UserDetail, UserSummary, UsersPage } from '../../shared/schemas/user-management';
import type { UserList, UserListRow } from '../services/user-management/list-users';
import type { UserRecord } from '../services/user-management/user-record';

function presentUserSummary(row: UserListRow): UserSummary {
  return {
    id: row.id,
    userName: row.userName,
    displayName: displayName(row),
    email: row.email,
    phoneNumber: row.phoneNumber,
    disabled: row.disabled,
    roles: row.roles,
    current: { url: row.photoUrl },
  };
}

export function presentUsersPage(list: UserList): UsersPage {
  return { ...list, users: list.users.map(presentUserSummary) };
}

/** docs/spec.md §3 "User / account" for the admin screens: never the password hash. */
export function presentUserDetail({ user, roles }: UserRecord): UserDetail {
  const names = roles.map((role) => role.name);
  return {
    ...presentUserSummary({ ...user, roles: names }),
    firstName: user.firstName,
    lastName: user.lastName,
    emailConfirmed: user.emailConfirmed,
    phoneNumberConfirmed: user.phoneNumberConfirmed,
    roleId: roles[0]?.id ?? null,
    isAdmin: names.includes(ROLE_ADMIN),
    isReferee: names.includes(ROLE_REFEREE),
    dateOfBirth: user.dateOfBirth,
    emailNotifications: user.emailNotifications,
    smsNotifications: user.smsNotifications,
    organisation: user.organisation,
  };
}
