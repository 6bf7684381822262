import { z } from 'zod';
import { limits } from '../limits';
import { messages } from '../messages';
import { isEmailAddress } from '../validation';

/**
 * docs/spec.md §5's login checks, made by the login form before it sends (the server checks only that both
 * fields are there, `loginBody`, and answers a wrong pair with 401). The field takes a user name or an
 * e-mail, so only a value with '@' is held to the address rule. The length check is 6 although its
 * text says 8: SPEC keeps both.
 */
export const loginFormSchema = z.object({
  user: z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, messages.emailRequired)
    .refine((value) => !value.includes('@') || isEmailAddress(value), messages.emailInvalid),
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .min(limits.passwordMin, messages.passwordTooShortLogin),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;
