import { messages } from './messages';

export const ROLE_ADMIN = 'Admin';
export const ROLE_REFEREE = 'Referee';
export const ROLE_NAMES = [ROLE_ADMIN, ROLE_REFEREE] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** The label of a user's first role, or the default label when they have none. */
export function roleLabel(roles: readonly string[]): string {
  return roles[0] ?? messages.regularUser;
}
