import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '../../shared/schemas/location';
import { apiGet } from '../lib/api-client';

/** Active locations by name. */
export const locationsQuery = queryOptions({
  queryKey: ['locations', 'all'],
  queryFn: () => apiGet<Location[]>('/Location/ListAll'),
  staleTime: 60_000,
});

export function useLocations() {
  return useQuery(locationsQuery);
}
