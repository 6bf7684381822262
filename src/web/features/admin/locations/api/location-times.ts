import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LocationTimes } from '../../../../../shared/schemas/location';
import { leaderboardKeys } from '../../../../api/leaderboard';
import { locationKeys } from '../../../../api/locations';
import { apiPost } from '../../../../lib/api-client';

/** One page of a location's times as the Time screen asks for it. */
export interface LocationTimesFilter {
  locationId: number;
  page: number;
  pageSize: number;
  /** Part of a user name ('' for everyone). */
  userName: string;
  /** Only casual times under the location's minimum (kept off the boards). */
  hiddenOnly: boolean;
}

export const locationTimesKeys = {
  all: [...locationKeys.all, 'admin', 'times'] as const,
  list: (filter: LocationTimesFilter) => [...locationTimesKeys.all, filter] as const,
};

/** POST /Location/ListTimes: every time at the location, newest first, one page. */
export function locationTimesQueryOptions(filter: LocationTimesFilter) {
  const { locationId, page, pageSize, userName, hiddenOnly } = filter;
  return queryOptions({
    queryKey: locationTimesKeys.list(filter),
    queryFn: () =>
      apiPost<LocationTimes>('/Location/ListTimes', {
        locationId,
        page,
        pageSize,
        hiddenOnly,
        ...(userName ? { userName } : {}),
      }),
    // The page shown stays while the next page or filter loads, instead of a loading card each time.
    placeholderData: keepPreviousData,
  });
}

export function useLocationTimes(filter: LocationTimesFilter) {
  return useQuery(locationTimesQueryOptions(filter));
}

/** POST /Location/DeleteTime: the time leaves this list and every board it was on. */
export function useDeleteLocationTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<{ ok: true }>('/Location/DeleteTime', { id }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: locationTimesKeys.all }),
        queryClient.invalidateQueries({ queryKey: leaderboardKeys.all }),
      ]),
  });
}
