import { z } from 'zod';
import { limits } from '../limits';
import { messages } from '../messages';
import { accountEmailSchema, memberPasswordSchema, mobileSchema, userNameSchema } from './account';
import { idField, photoSchema, tooLong } from './common';
import { locationRefSchema } from './location';

/** docs/spec.md §3 "User / account", as GET /Account/MyAccount answers it. */
export const myAccountResponse = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  userName: z.string(),
  /** "First Last" when both are set, else the user name. */
  displayName: z.string(),
  /** The account's address: the confirmed one while a new one waits for its link. */
  email: z.string(),
  emailConfirmed: z.boolean(),
  /** A new address waiting for its confirmation link; null when none. */
  pendingEmail: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  phoneNumberConfirmed: z.boolean(),
  /** YYYY-MM-DD. */
  dateOfBirth: z.string().nullable(),
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  roles: z.array(z.string()),
  isAdmin: z.boolean(),
  isReferee: z.boolean(),
  current: photoSchema,
  /** When a phone code can next be sent (ISO time; the hourly cap is reached), null when now. */
  phoneCodeRetryAt: z.string().nullable(),
  /** When an e-mail confirmation link can next be sent, null when now. */
  emailCodeRetryAt: z.string().nullable(),
});
export type MyAccount = z.infer<typeof myAccountResponse>;

/** A first or last name on the member's own form: optional there (blank clears it). */
const ownName = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(limits.personNameMax, tooLong(label, limits.personNameMax));

const EARLIEST_BIRTH = '1900-01-01';

export const dateOfBirthSchema = z
  .string({ error: 'Date of birth must be a date (YYYY-MM-DD)' })
  .max(10, 'Date of birth must be a date (YYYY-MM-DD)')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD)')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Date of birth must be a real date')
  .refine((value) => value >= EARLIEST_BIRTH, 'Date of birth must be after 1900')
  .refine((value) => value <= new Date().toISOString().slice(0, 10), 'Date of birth cannot be in the future');

export const updateAccountBody = z.object({
  firstName: ownName('First name'),
  lastName: ownName('Last name'),
  email: accountEmailSchema,
  userName: userNameSchema,
  phoneNumber: mobileSchema,
  emailNotifications: z.boolean({ error: 'Email notifications must be true or false' }),
  smsNotifications: z.boolean({ error: 'SMS notifications must be true or false' }),
  /** Optional; null clears it. */
  dateOfBirth: dateOfBirthSchema.nullable().optional(),
  /** Needed only to change the e-mail. */
  currentPassword: z
    .string({ error: 'Current password must be text' })
    .max(limits.passwordMax, tooLong('Current password', limits.passwordMax))
    .optional(),
});
export type UpdateAccountBody = z.infer<typeof updateAccountBody>;

export const confirmPhoneBody = z.object({
  code: z
    .string({ error: messages.phoneVerifyFailed })
    .trim()
    .min(1, messages.phoneVerifyFailed)
    .max(limits.codeMax, messages.phoneVerifyFailed),
});

export const handleSubscribeBody = z.object({ id: idField('Location id') });
export const handleSubscribeResponse = z.object({
  subscribed: z.boolean(),
  /** Every location the member is subscribed to after the change. */
  locationIds: z.array(z.number().int()),
});
export const locationSubscriptionsResponse = z.array(locationRefSchema);

export const updatePhotoResponse = z.object({ current: photoSchema });

export const forgotPasswordBody = z.object({ email: accountEmailSchema });
export const forgotPasswordResponse = z.object({ message: z.string() });

export const resetPasswordBody = z.object({
  email: accountEmailSchema,
  newPassword: memberPasswordSchema,
  code: z
    .string({ error: messages.resetPasswordFailed })
    .trim()
    .min(1, messages.resetPasswordFailed)
    .max(limits.codeMax, messages.resetPasswordFailed),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
