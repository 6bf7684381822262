import { limits } from '../../shared/limits';
import { messages } from '../../shared/messages';
import { isEmailAddress } from '../../shared/validation';

export interface LoginFieldErrors {
  user?: string;
  password?: string;
}

/**
 * SPEC §5 login checks. The field takes a user name or an e-mail, so only a value with '@' is held
 * to the address pattern. The length check is 6 although its text says 8 (SPEC keeps both).
 */
export function validateLogin(user: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const login = user.trim();
  if (!login) errors.user = messages.emailRequired;
  else if (login.includes('@') && !isEmailAddress(login)) errors.user = messages.emailInvalid;
  if (!password) errors.password = messages.passwordRequired;
  else if (password.length < limits.passwordMin) errors.password = messages.passwordTooShortLogin;
  return errors;
}

export function hasErrors(errors: LoginFieldErrors): boolean {
  return Boolean(errors.user || errors.password);
}
