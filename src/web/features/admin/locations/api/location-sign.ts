import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteEquipment } from '../../../../../shared/schemas/location';
import { locationKeys } from '../../../../api/locations';
import { apiUrl } from '../../../../lib/api-base';
import { apiPost } from '../../../../lib/api-client';

/**
 * POST /Location/GetSiteEquipment (public): the course's obstacles in order, as the printed sign lists
 * them, under the shared key the public location page reads, so both show the same order.
 */
export function signObstaclesQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: locationKeys.siteEquipment(locationId),
    queryFn: () => apiPost<SiteEquipment[]>('/Location/GetSiteEquipment', { locationId }),
  });
}

export function useSignObstacles(locationId: number) {
  return useQuery(signObstaclesQueryOptions(locationId));
}

/**
 * GET /Location/QrCode/{id}.svg: public (it holds only the course's stopwatch address), so a plain
 * <img> shows it without a bearer token.
 */
export function qrCodeUrl(locationId: number): string {
  return apiUrl(`/Location/QrCode/${encodeURIComponent(locationId)}.svg`);
}
