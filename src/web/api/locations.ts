import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '../../shared/schemas/location';
import { apiGet, firstAnswer } from '../lib/api-client';

/**
 * Location keys, shared: the course picker and the stopwatch read the list; the locations feature
 * reads one course and its obstacles under the same root, so one invalidation of `all` after a
 * location is edited refreshes every view of it.
 */
export const locationKeys = {
  all: ['locations'] as const,
  list: () => [...locationKeys.all, 'list'] as const,
  /** Paths match case-insensitively (docs/spec.md §2), so one course has one cache entry. */
  byPath: (path: string) => [...locationKeys.all, 'byPath', path.toLowerCase()] as const,
  siteEquipment: (locationId: number) => [...locationKeys.all, 'siteEquipment', locationId] as const,
};

/** GET /Location/ListAll: active locations by name. */
export function locationsQueryOptions() {
  return queryOptions({
    queryKey: locationKeys.list(),
    queryFn: () => apiGet<Location[]>('/Location/ListAll'),
    initialData: () => firstAnswer<Location[]>('GET', '/Location/ListAll'),
    staleTime: 60_000,
  });
}

export function useLocations() {
  return useQuery(locationsQueryOptions());
}
