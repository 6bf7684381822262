import { limits } from '../../../../../shared/limits';

/**
 * The user name the Add screen suggests (docs/spec.md §2: filled in when first or last name loses
 * focus): first and last name run together in lower case, letters and digits only, cut to the
 * longest user name allowed. Empty while that would be shorter than the shortest allowed, so a half
 * typed name suggests nothing.
 */
export function suggestUserName(firstName: string, lastName: string): string {
  const joined = `${firstName}${lastName}`
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, limits.userNameMax);
  return joined.length >= limits.userNameMin ? joined : '';
}
