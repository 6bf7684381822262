import type { MyAccount, UpdateAccountBody } from '../../../../shared/schemas/my-account';
import { normalisePhone } from '../../../../shared/validation';

/**
 * The details form: every field text (date of birth '' when not given) or a switch. The e-mail shows
 * the address waiting for confirmation when there is one, so saving other details keeps it waiting.
 */
export type AccountFormValues = {
  firstName: string;
  lastName: string;
  userName: string;
  email: string;
  phoneNumber: string;
  dateOfBirth: string;
  emailNotifications: boolean;
  smsNotifications: boolean;
  /** Asked for only when the e-mail changes; never prefilled. */
  currentPassword: string;
};

/** The address the form starts from: the one waiting for confirmation, else the account's. */
const shownEmail = (account: MyAccount) => account.pendingEmail ?? account.email;

const sameAddress = (a: string, b: string | null) => b !== null && a.trim().toLowerCase() === b.toLowerCase();

/**
 * True when the typed e-mail asks for a new address: neither the account's own nor the one already
 * waiting. The server then wants the current password.
 */
export function asksNewEmail(email: string, account: MyAccount): boolean {
  return !sameAddress(email, account.email) && !sameAddress(email, account.pendingEmail);
}

export function formValuesOf(account: MyAccount): AccountFormValues {
  return {
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    userName: account.userName,
    email: shownEmail(account),
    phoneNumber: account.phoneNumber ?? '',
    dateOfBirth: account.dateOfBirth ?? '',
    emailNotifications: account.emailNotifications,
    smsNotifications: account.smsNotifications,
    currentPassword: '',
  };
}

/** The form as UpdateAccount's body: a blank date of birth clears it (null); a password only when typed. */
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
    ...(values.currentPassword === '' ? {} : { currentPassword: values.currentPassword }),
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
    text(body.email) !== shownEmail(account) ||
    !samePhone(body.phoneNumber, account.phoneNumber) ||
    body.emailNotifications !== account.emailNotifications ||
    body.smsNotifications !== account.smsNotifications ||
    (body.dateOfBirth ?? null) !== account.dateOfBirth
  );
}
