import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeaderboardRow, MyResults } from '../../../../shared/schemas/leaderboard';
import { leaderboardKeys } from '../../../api/leaderboard';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client';
import { withoutTime } from '../lib/results';

/**
 * The member's own times sit under the leaderboard root: whatever changes a board (a save from the
 * stopwatch, a deletion, a new photo) invalidates `leaderboardKeys.all` and so refreshes these too.
 */
const myResultsKeys = {
  all: [...leaderboardKeys.all, 'mine'] as const,
  summary: () => [...myResultsKeys.all, 'summary'] as const,
  atLocation: (locationId: number) => [...myResultsKeys.all, 'location', locationId] as const,
};

/** GET /Leaderboard/MyResults: counts, the latest time against the best before it, both lists. */
function myResultsQueryOptions() {
  return queryOptions({
    queryKey: myResultsKeys.summary(),
    queryFn: () => apiGet<MyResults>('/Leaderboard/MyResults'),
  });
}

/** POST /Leaderboard/ListUserResults: the member's times at one location, newest first (the chart). */
function myTimesAtQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: myResultsKeys.atLocation(locationId),
    queryFn: () => apiPost<LeaderboardRow[]>('/Leaderboard/ListUserResults', { locationId }),
    enabled: locationId > 0,
  });
}

export function useMyResults() {
  return useQuery(myResultsQueryOptions());
}

export function useMyTimesAt(locationId: number) {
  return useQuery(myTimesAtQueryOptions(locationId));
}

/**
 * DELETE /Leaderboard/Delete/{id}: one of the member's casual times. docs/spec.md §4: on success it leaves
 * the list at once, then every board (and the counts) refetch.
 */
export function useDeleteMyTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeId: number) =>
      apiDelete<{ ok: true }>(`/Leaderboard/Delete/${encodeURIComponent(timeId)}`),
    onSuccess: (_answer, timeId) => {
      queryClient.setQueryData<MyResults>(myResultsKeys.summary(), (results) =>
        results ? withoutTime(results, timeId) : results,
      );
      // Not awaited: the list has changed already; the dialog closes without waiting for refetches.
      void queryClient.invalidateQueries({ queryKey: leaderboardKeys.all });
    },
  });
}
