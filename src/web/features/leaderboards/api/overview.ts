import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Period } from '../../../../shared/limits';
import type { Overview } from '../../../../shared/schemas/leaderboard';
import { leaderboardKeys } from '../../../api/leaderboard';
import { apiGet, firstAnswer } from '../../../lib/api-client';

/**
 * How often the overview refreshes while shown. It follows no live stream: it shows every active
 * location, one stream each would soon pass the server's cap of streams per address (shared by
 * every phone behind one venue's Wi-Fi), and one combined stream does not exist. A summary a few
 * seconds old is fine here; the location and event pages are the live ones.
 */
const OVERVIEW_REFRESH_MS = 15_000;

/** GET /Leaderboard/GetOverview: every active location with the top of its casual and Comp boards. */
function leaderboardOverviewQueryOptions(period: Period) {
  const path = `/Leaderboard/GetOverview?${new URLSearchParams({ period })}`;
  return queryOptions({
    queryKey: leaderboardKeys.overview(period),
    queryFn: () => apiGet<Overview>(path),
    initialData: () => firstAnswer<Overview>('GET', path),
    // Polled only while the tab is shown (refetchIntervalInBackground stays false); back on the tab,
    // an overview older than one interval is fetched at once.
    refetchInterval: OVERVIEW_REFRESH_MS,
    staleTime: OVERVIEW_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

export function useLeaderboardOverview(period: Period) {
  return useQuery(leaderboardOverviewQueryOptions(period));
}
