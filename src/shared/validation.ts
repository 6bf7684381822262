import { limits } from './limits';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE_LOCAL = /^04\d{8}$/;
const MOBILE_INTERNATIONAL = /^\+614\d{8}$/;

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
