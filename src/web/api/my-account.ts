import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyAccount } from '../../shared/schemas/my-account';
import { apiGet } from '../lib/api-client';
import { useSession } from '../lib/session';

/**
 * The signed-in member's own account. Shared here because the boards need the member's user name
 * (to mark their row) and the account screens need the whole record; the login answer carries no
 * name. A change to the account invalidates `myAccountKeys.all`; logout resets the whole cache.
 */
export const myAccountKeys = {
  all: ['myAccount'] as const,
  detail: () => [...myAccountKeys.all, 'detail'] as const,
};

/** GET /Account/MyAccount (members only). */
export function myAccountQueryOptions() {
  return queryOptions({
    queryKey: myAccountKeys.detail(),
    queryFn: () => apiGet<MyAccount>('/Account/MyAccount'),
    // Read once per visit: a name changes only through the account screen, which invalidates it.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The signed-in member's user name; null for a guest, while it loads, or when it cannot be read. */
export function useMyUserName(): string | null {
  const { isLoggedIn } = useSession();
  const account = useQuery({ ...myAccountQueryOptions(), enabled: isLoggedIn });
  return isLoggedIn ? (account.data?.userName ?? null) : null;
}
