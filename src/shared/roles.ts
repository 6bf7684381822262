import { messages } from './messages';

export const ROLE_ADMIN = 'Admin';
export const ROLE_REFEREE = 'Referee';
export const ROLE_NAMES = [ROLE_ADMIN, ROLE_REFEREE] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** The label of a user's first role, or the default label when they have none. */
export function roleLabel(roles: readonly string[]): string {
  return roles[0] ?? messages.regularUser;
}

/**
 * The access rules of guarded routes, by the same names on the server (route-plugin guards) and the
 * web (`RequireRole`): `referee` admits admins too (docs/decisions.md, "Referee routes admit admins").
 */
export const ACCESS_RULES = ['member', 'referee', 'admin'] as const;
export type AccessRule = (typeof ACCESS_RULES)[number];

export function meetsRule(who: { isAdmin: boolean; isReferee: boolean }, rule: AccessRule): boolean {
  if (rule === 'admin') return who.isAdmin;
  if (rule === 'referee') return who.isReferee || who.isAdmin;
  return true;
}
