import type { FormErrors } from '@mantine/form';
import {
  type CreateUserBody,
  createUserBody,
  type EditUserBody,
  editUserBody,
  type UserDetail,
} from '../../../../../shared/schemas/user-management';
import { schemaCheck } from '../../../../lib/forms';

/** The role radios' value for no role ('Regular user'); a role's value is its id as text. */
export const REGULAR_USER = '';

const roleIdFrom = (value: string): number | null => (value === REGULAR_USER ? null : Number(value));
const roleValueOf = (roleId: number | null): string => (roleId === null ? REGULAR_USER : String(roleId));

/** The Add screen's inputs (docs/spec.md §2 "Add User"), in its order. */
export interface AddUserValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  organisation: string;
  phoneNumber: string;
  userName: string;
  email: string;
  password: string;
  roleId: string;
}

export const EMPTY_ADD_USER: AddUserValues = {
  firstName: '',
  lastName: '',
  organisation: '',
  phoneNumber: '',
  userName: '',
  email: '',
  password: '',
  roleId: REGULAR_USER,
};

/** The request the Add screen sends; a blank organisation is left out. */
export function toCreateBody(values: AddUserValues): CreateUserBody {
  const { organisation, roleId, ...rest } = values;
  return { ...rest, roleId: roleIdFrom(roleId), organisation: organisation.trim() || null };
}

const checkCreate = schemaCheck<CreateUserBody>(createUserBody);
/** The server's schema is the form's check, so each input shows the message a 400 would carry. */
export const validateAddUser = (values: AddUserValues): FormErrors => checkCreate(toCreateBody(values));

/** The Edit screen's inputs (docs/spec.md §2 "Edit User"); `active` is only offered for a disabled user. */
export interface EditUserValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  userName: string;
  phoneNumber: string;
  email: string;
  password: string;
  roleId: string;
  active: boolean;
}

export function editValuesOf(user: UserDetail): EditUserValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    userName: user.userName,
    phoneNumber: user.phoneNumber ?? '',
    email: user.email,
    password: '',
    roleId: roleValueOf(user.roleId),
    active: !user.disabled,
  };
}

/**
 * The request the Edit screen sends: a blank password keeps the old one, and `disabled: false` only
 * when a disabled user is made active again (disabling goes through Remove, which asks for the name).
 */
export function toEditBody(user: Pick<UserDetail, 'id' | 'disabled'>, values: EditUserValues): EditUserBody {
  const { active, roleId, password, ...rest } = values;
  return {
    ...rest,
    id: user.id,
    roleId: roleIdFrom(roleId),
    ...(password ? { password } : {}),
    ...(user.disabled && active ? { disabled: false } : {}),
  };
}

const checkEdit = schemaCheck<EditUserBody>(editUserBody);
export function validateEditUser(user: Pick<UserDetail, 'id' | 'disabled'>) {
  return (values: EditUserValues): FormErrors => checkEdit(toEditBody(user, values));
}
