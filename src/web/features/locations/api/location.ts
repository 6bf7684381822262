import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location, SiteEquipment } from '../../../../shared/schemas/location';
import { apiPost } from '../../../lib/api-client';

export function locationByPathQuery(path: string) {
  return queryOptions({
    queryKey: ['locations', 'byPath', path.toLowerCase()],
    queryFn: () => apiPost<Location>('/Location/GetSingle', { path }),
  });
}

export function useLocationByPath(path: string) {
  return useQuery(locationByPathQuery(path));
}

/** The location's obstacles in site order. */
export function useSiteEquipment(locationId: number) {
  return useQuery({
    queryKey: ['locations', 'siteEquipment', locationId],
    queryFn: () => apiPost<SiteEquipment[]>('/Location/GetSiteEquipment', { locationId }),
  });
}
