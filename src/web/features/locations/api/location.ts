import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location, SiteEquipment } from '../../../../shared/schemas/location';
import { locationKeys } from '../../../api/locations';
import { apiPost, firstAnswer } from '../../../lib/api-client';

/** POST /Location/GetSingle: one course by its path. */
export function locationByPathQueryOptions(path: string) {
  return queryOptions({
    queryKey: locationKeys.byPath(path),
    queryFn: () => apiPost<Location>('/Location/GetSingle', { path }),
    initialData: () => firstAnswer<Location>('POST', '/Location/GetSingle', { path }),
  });
}

export function useLocationByPath(path: string) {
  return useQuery(locationByPathQueryOptions(path));
}

/** POST /Location/GetSiteEquipment: the location's obstacles in site order. */
export function siteEquipmentQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: locationKeys.siteEquipment(locationId),
    queryFn: () => apiPost<SiteEquipment[]>('/Location/GetSiteEquipment', { locationId }),
    initialData: () => firstAnswer<SiteEquipment[]>('POST', '/Location/GetSiteEquipment', { locationId }),
  });
}

export function useSiteEquipment(locationId: number) {
  return useQuery(siteEquipmentQueryOptions(locationId));
}
