import { limits } from './limits';

/** RFC 5321: an address holds at most 254 characters (limits.emailMax), 64 of them before the '@'. */
const EMAIL_LOCAL_MAX = 64;
const DOMAIN_LABEL_MAX = 63;
const WHITESPACE = /\s/;
const MOBILE_LOCAL = /^04\d{8}$/;
const MOBILE_INTERNATIONAL = /^\+614\d{8}$/;

/**
 * name@domain.tld: one '@', no whitespace, a dot-separated domain of two or more non-empty labels.
 * Written as plain string steps, each one pass over the text, because the pattern it replaces
 * backtracked quadratically on a long run of dots and held the server on one crafted address
 * (bench/email-check.ts; figures in docs/performance.md).
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > limits.emailMax || WHITESPACE.test(value)) return false;
  const at = value.indexOf('@');
  if (at < 1 || at > EMAIL_LOCAL_MAX || value.indexOf('@', at + 1) !== -1) return false;
  const labels = value.slice(at + 1).split('.');
  return labels.length >= 2 && labels.every((label) => label.length > 0 && label.length <= DOMAIN_LABEL_MAX);
}

export function isAustralianMobile(value: string): boolean {
  const compact = value.replace(/\s+/g, '');
  return MOBILE_LOCAL.test(compact) || MOBILE_INTERNATIONAL.test(compact);
}

/** 0412345678 or +61412345678 → +61412345678. */
export function normalisePhone(value: string): string {
  const compact = value.replace(/\s+/g, '');
  return compact.startsWith('04') ? `+61${compact.slice(1)}` : compact;
}

/** Sign-up, reset and add-user forms: 6+ with upper, lower and digit. */
export function isMemberPassword(value: string): boolean {
  return value.length >= limits.passwordMin && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value);
}

/** Staff screens: 8+ with upper, lower, digit and symbol, as their messages say. */
export function isStaffPassword(value: string): boolean {
  return value.length >= limits.staffPasswordMin && isMemberPassword(value) && /[^A-Za-z0-9]/.test(value);
}
