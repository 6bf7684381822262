import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Location, SiteEquipment } from '../../shared/schemas/location';
import { apiGet, apiPost, firstAnswer } from '../lib/api-client';
import type { RunObstacle } from '../lib/timing/stopwatch';

/**
 * Location keys, shared: the course picker and the stopwatch read the list; the location page and
 * Tips & Rules opened from a course read one course and its obstacles under the same root, so one invalidation of `all` after a
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

/** POST /Location/GetSiteEquipment: the location's obstacles in course order. */
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

const NO_OBSTACLES: RunObstacle[] = [];

/**
 * The course's obstacles in course order as a run's splits name them (the member's stopwatch and a
 * referee's lanes); none while they load or without signal.
 */
export function useCourseObstacles(locationId: number): RunObstacle[] {
  const { data } = useSiteEquipment(locationId);
  return useMemo(
    () => data?.map(({ equipment }) => ({ equipmentId: equipment.id, name: equipment.name })) ?? NO_OBSTACLES,
    [data],
  );
}
