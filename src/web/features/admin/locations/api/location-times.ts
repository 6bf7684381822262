import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LocationTime, LocationTimes } from '../../../../../shared/schemas/location';
import { leaderboardKeys } from '../../../../api/leaderboard';
import { locationKeys } from '../../../../api/locations';
import { apiPost } from '../../../../lib/api-client';

/** One page of a location's times as the Time screen asks for it. */
interface LocationTimesFilter {
  locationId: number;
  page: number;
  pageSize: number;
  /** Part of a user name ('' for everyone). */
  userName: string;
  /** Only casual times under the location's minimum (kept off the boards). */
  hiddenOnly: boolean;
}

const locationTimesKeys = {
  all: [...locationKeys.all, 'admin', 'times'] as const,
  list: (filter: LocationTimesFilter) => [...locationTimesKeys.all, filter] as const,
};

/** POST /Location/ListTimes: every time at the location, newest first, one page. */
function locationTimesQueryOptions(filter: LocationTimesFilter) {
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
  const invalidate = useInvalidateTimes();
  return useMutation({
    mutationFn: (id: number) => apiPost<{ ok: true }>('/Location/DeleteTime', { id }),
    onSettled: invalidate,
  });
}

/** Every list and board a removal or restore changes. */
function useInvalidateTimes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: locationTimesKeys.all }),
      queryClient.invalidateQueries({ queryKey: leaderboardKeys.all }),
    ]);
}

/** POST /Admin/Times/RemoveFromBoards/{id}: the run leaves every board; its runner is told why. */
export function useRemoveFromBoards() {
  const invalidate = useInvalidateTimes();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiPost<LocationTime>(`/Admin/Times/RemoveFromBoards/${id}`, { reason }),
    onSettled: invalidate,
  });
}

/** POST /Admin/Times/RestoreToBoards/{id}: a removed run counts again. */
export function useRestoreToBoards() {
  const invalidate = useInvalidateTimes();
  return useMutation({
    mutationFn: (id: number) => apiPost<LocationTime>(`/Admin/Times/RestoreToBoards/${id}`, {}),
    onSettled: invalidate,
  });
}
