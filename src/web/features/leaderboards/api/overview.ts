import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Period } from '../../../../shared/limits';
import type { Overview } from '../../../../shared/schemas/leaderboard';
import { leaderboardKeys } from '../../../api/leaderboard';
import { apiGet } from '../../../lib/api-client';

/** GET /Leaderboard/GetOverview: every active location with the top of its casual and Comp boards. */
export function leaderboardOverviewQueryOptions(period: Period) {
  return queryOptions({
    queryKey: leaderboardKeys.overview(period),
    queryFn: () => apiGet<Overview>(`/Leaderboard/GetOverview?${new URLSearchParams({ period })}`),
  });
}

export function useLeaderboardOverview(period: Period) {
  return useQuery(leaderboardOverviewQueryOptions(period));
}
