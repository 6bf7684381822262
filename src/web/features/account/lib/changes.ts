import type { MyAccount, UpdateAccountBody } from '../../../../shared/schemas/my-account';
import { normalisePhone } from '../../../../shared/validation';

/** The details form: every field text (date of birth '' when not given) or a switch. */
export type AccountFormValues = {
  firstName: string;
  lastName: string;
  userName: string;
  email: string;
  phoneNumber: string;
  dateOfBirth: string;
  emailNotifications: boolean;
  smsNotifications: boolean;
};

export function formValuesOf(account: MyAccount): AccountFormValues {
  return {
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    userName: account.userName,
    email: account.email,
    phoneNumber: account.phoneNumber ?? '',
    dateOfBirth: account.dateOfBirth ?? '',
    emailNotifications: account.emailNotifications,
    smsNotifications: account.smsNotifications,
  };
}

/** The form as UpdateAccount's body: a blank date of birth clears it (null). */
export function bodyOf(values: AccountFormValues): UpdateAccountBody {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    userName: values.userName,
    email: values.email,
    phoneNumber: values.phoneNumber,
    emailNotifications: values.emailNotifications,
    smsNotifications: values.smsNotifications,
    dateOfBirth: values.dateOfBirth.trim() === '' ? null : values.dateOfBirth.trim(),
  };
}

const samePhone = (a: string, b: string | null) => normalisePhone(a) === normalisePhone(b ?? '');

/**
 * docs/spec.md §2: the update is sent only if something changed. Compares what the server would store (names
 * trimmed, blank as none, the phone normalised) with the account as loaded.
 */
export function hasChanges(body: UpdateAccountBody, account: MyAccount): boolean {
  const text = (value: string) => value.trim();
  const name = (value: string | null) => value?.trim() ?? '';
  return (
    text(body.firstName) !== name(account.firstName) ||
    text(body.lastName) !== name(account.lastName) ||
    text(body.userName) !== account.userName ||
    text(body.email) !== account.email ||
    !samePhone(body.phoneNumber, account.phoneNumber) ||
    body.emailNotifications !== account.emailNotifications ||
    body.smsNotifications !== account.smsNotifications ||
    (body.dateOfBirth ?? null) !== account.dateOfBirth
  );
}
