import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StateCode as State } from '../../../../../shared/limits';
import type { Location } from '../../../../../shared/schemas/location';
import { locationKeys } from '../../../../api/locations';
import { apiGet } from '../../../../lib/api-client';

/**
 * The admin's view of locations, disabled ones included, under the shared `locationKeys.all` root:
 * one invalidation after any location write refreshes the public pickers and these screens alike.
 */
const adminLocationKeys = {
  all: [...locationKeys.all, 'admin'] as const,
  list: (state?: State) => [...adminLocationKeys.all, 'list', state ?? 'all'] as const,
};

/** GET /Location/ListAllAdmin: every location by name, disabled ones too; `state` narrows to one state. */
function adminLocationsQueryOptions(state?: State) {
  const query = state ? `?${new URLSearchParams({ state })}` : '';
  return queryOptions({
    queryKey: adminLocationKeys.list(state),
    queryFn: () => apiGet<Location[]>(`/Location/ListAllAdmin${query}`),
  });
}

export function useAdminLocations(state?: State) {
  return useQuery(adminLocationsQueryOptions(state));
}

/**
 * One location by path for the admin's Single, Edit and Time screens. The public GetSingle hides
 * disabled locations, so this reads the admin list (a club has tens of courses) and picks the path,
 * matched case-insensitively as everywhere (docs/spec.md §2). `data` is null when no location has it.
 */
export function useAdminLocation(path: string) {
  return useQuery({
    ...adminLocationsQueryOptions(),
    select: (locations) =>
      locations.find((location) => location.path.toLowerCase() === path.toLowerCase()) ?? null,
  });
}
