import { z } from 'zod';
import { limits } from '../limits';
import { messages } from '../messages';
import { isEmailAddress, isStaffPassword } from '../validation';
import { mobileSchema, userNameSchema } from './account';
import { idField, pageFields, photoSchema, tooLong } from './common';

export const roleSchema = z.object({ id: z.number().int(), name: z.string() });
export const roleListResponse = z.array(roleSchema);
export type Role = z.infer<typeof roleSchema>;

// Requests (docs/spec.md §5 "Admin add user"; docs/architecture.md "String limits").

export const USERS_PAGE_SIZE_MAX = 200;

/** A query-string flag: exactly 'true' or 'false'. */
const flagParam = (label: string) =>
  z
    .enum(['true', 'false'], { error: `${label} must be true or false` })
    .transform((value) => value === 'true');

/** GET /UserManagement/GetUsers: user names containing `search` (any case), active or disabled, paged. */
export const getUsersQuery = z.object({
  search: z
    .string({ error: 'Search must be text' })
    .trim()
    .max(limits.searchMax, tooLong('Search', limits.searchMax))
    .optional(),
  disabled: flagParam('Disabled').default(false),
  ...pageFields({ maxSize: USERS_PAGE_SIZE_MAX, text: true }),
});
export type GetUsersQuery = z.infer<typeof getUsersQuery>;

export const userIdBody = z.object({ id: idField('User id') });

/** First and last name on the admin forms: at least 2 characters (docs/spec.md §5, §9). */
const staffName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .min(limits.personNameMin, `${label} must be at least ${limits.personNameMin} characters`)
    .max(limits.personNameMax, tooLong(label, limits.personNameMax));

/** On the edit form a name may be blank (accounts from sign-up have none): '' or null clears it. */
const optionalStaffName = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(limits.personNameMax, tooLong(label, limits.personNameMax))
    .refine(
      (value) => value === '' || value.length >= limits.personNameMin,
      `${label} must be at least ${limits.personNameMin} characters`,
    )
    .nullable()
    .optional();

const staffEmail = z
  .string({ error: messages.staffEmailInvalid })
  .trim()
  .min(1, messages.staffEmailInvalid)
  .max(limits.emailMax, messages.staffEmailInvalid)
  .refine(isEmailAddress, messages.staffEmailInvalid);

/** The stricter reading the admin message states: 8+ with upper, lower, digit and symbol. */
const staffPassword = z
  .string({ error: messages.adminPasswordInvalid })
  .max(limits.passwordMax, messages.adminPasswordInvalid)
  .refine(isStaffPassword, messages.adminPasswordInvalid);

/** null: no role, shown as 'Regular user'. */
const roleIdField = idField('Role id').nullable().optional();

const organisationField = z
  .string({ error: 'Organisation must be text' })
  .trim()
  .max(limits.personNameMax, tooLong('Organisation', limits.personNameMax))
  .nullable()
  .optional();

/** POST /UserManagement/Create (docs/spec.md §7). */
export const createUserBody = z.object({
  firstName: staffName('First name'),
  lastName: staffName('Last name'),
  userName: userNameSchema,
  email: staffEmail,
  phoneNumber: mobileSchema,
  password: staffPassword,
  roleId: roleIdField,
  organisation: organisationField,
});
export type CreateUserBody = z.infer<typeof createUserBody>;

/**
 * POST /UserManagement/EditUser: the user as GetSingle answers it with the edits (other fields are
 * ignored). Left out or blank `password` keeps it; left out `roleId`, `organisation` and `disabled`
 * keep theirs; `roleId: null` makes a regular user; `disabled: false` enables the user again.
 */
export const editUserBody = z.object({
  id: idField('User id'),
  firstName: optionalStaffName('First name'),
  lastName: optionalStaffName('Last name'),
  userName: userNameSchema,
  email: staffEmail,
  phoneNumber: mobileSchema,
  password: z
    .string({ error: messages.adminPasswordInvalid })
    .max(limits.passwordMax, messages.adminPasswordInvalid)
    .refine((value) => value === '' || isStaffPassword(value), messages.adminPasswordInvalid)
    .optional(),
  roleId: roleIdField,
  organisation: organisationField,
  disabled: z.boolean({ error: 'Disabled must be true or false' }).optional(),
});
export type EditUserBody = z.infer<typeof editUserBody>;

// Answers.

/** One card of the manage screen. */
export const userSummarySchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  displayName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  disabled: z.boolean(),
  roles: z.array(z.string()),
  current: photoSchema,
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const usersPageResponse = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  users: z.array(userSummarySchema),
});
export type UsersPage = z.infer<typeof usersPageResponse>;

/** docs/spec.md §3 "User / account" as the admin screens see it: never the password. */
export const userDetailSchema = userSummarySchema.extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  emailConfirmed: z.boolean(),
  phoneNumberConfirmed: z.boolean(),
  /** The first role's id (roles by name), null for a regular user. */
  roleId: z.number().int().nullable(),
  isAdmin: z.boolean(),
  isReferee: z.boolean(),
  /** YYYY-MM-DD. */
  dateOfBirth: z.string().nullable(),
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  organisation: z.string().nullable(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;
