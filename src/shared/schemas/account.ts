import { z } from 'zod';
import { limits } from '../limits';
import { messages } from '../messages';
import { isAustralianMobile, isEmailAddress, isMemberPassword } from '../validation';
import { idField, tooLong } from './common';

/**
 * 2–12 characters. No '@': login accepts a user name or an e-mail, so a user name that looks like
 * someone's address would make that login ambiguous.
 */
export const userNameSchema = z
  .string({ error: messages.userNameRequired })
  .trim()
  .min(1, messages.userNameRequired)
  .min(limits.userNameMin, messages.userNameLength)
  .max(limits.userNameMax, messages.userNameLength)
  .refine((value) => !value.includes('@'), messages.userNameNoAt);

export const accountEmailSchema = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(limits.emailMax, messages.accountEmailInvalid)
  .refine(isEmailAddress, messages.accountEmailInvalid);

export const memberPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .max(limits.passwordMax, messages.memberPasswordInvalid)
  .refine(isMemberPassword, messages.memberPasswordInvalid)
  .meta({ description: 'At least 6 characters with an upper-case letter, a lower-case letter and a digit' });

/** 04XXXXXXXX or +614XXXXXXXX; the server stores it normalised (normalisePhone). */
export const mobileSchema = z
  .string({ error: messages.phoneRequired })
  .trim()
  .min(1, messages.phoneRequired)
  .max(limits.phoneMax, messages.phoneInvalid)
  .refine(isAustralianMobile, messages.phoneInvalid)
  .meta({ description: 'Australian mobile: 04XXXXXXXX or +614XXXXXXXX (spaces ignored)' });

export const signUpBody = z.object({
  userName: userNameSchema,
  email: accountEmailSchema,
  password: memberPasswordSchema,
  phoneNumber: mobileSchema,
});
export type SignUpBody = z.infer<typeof signUpBody>;

export const signUpResponse = z.object({ id: z.number().int(), userName: z.string(), email: z.string() });
export type SignUpResponse = z.infer<typeof signUpResponse>;

export const confirmEmailBody = z.object({
  userId: idField('User id'),
  code: z
    .string({ error: messages.emailConfirmFailed })
    .trim()
    .min(1, messages.emailConfirmFailed)
    .max(limits.codeMax, messages.emailConfirmFailed),
});
export type ConfirmEmailBody = z.infer<typeof confirmEmailBody>;

/** Empty strings count as "not given": members' forms may send them blank. */
export const emailFeedbackBody = z.object({
  replyTo: z
    .string({ error: messages.accountEmailInvalid })
    .trim()
    .max(limits.emailMax, messages.accountEmailInvalid)
    .refine((value) => value === '' || isEmailAddress(value), messages.accountEmailInvalid)
    .optional(),
  userName: z
    .string({ error: messages.feedbackNameRequired })
    .trim()
    .max(limits.personNameMax, tooLong('Name', limits.personNameMax))
    .optional(),
  comment: z
    .string({ error: messages.feedbackCommentRequired })
    .trim()
    .min(1, messages.feedbackCommentRequired)
    .max(limits.feedbackCommentMax, messages.feedbackCommentTooLong),
});
export type EmailFeedbackBody = z.infer<typeof emailFeedbackBody>;

/** docs/spec.md §5: name and e-mail are required for guests only. Shared so the form and the server agree. */
export function missingGuestFeedbackFields(
  input: Pick<EmailFeedbackBody, 'replyTo' | 'userName'>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!input.userName) fields.userName = messages.feedbackNameRequired;
  if (!input.replyTo) fields.replyTo = messages.emailRequired;
  return fields;
}
