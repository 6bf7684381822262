import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeSummary } from '../../../../shared/schemas/home';
import { leaderboardKeys } from '../../../api/leaderboard';
import { apiGet, firstAnswer } from '../../../lib/api-client';

/** Under the leaderboard root: a saved, deleted or removed time may change the week's records. */
const homeKeys = {
  all: [...leaderboardKeys.all, 'home'] as const,
  summary: () => [...homeKeys.all, 'summary'] as const,
};

const SUMMARY_PATH = '/Home/Summary';

/** GET /Home/Summary: the event on now or next, and the week's new course records. */
function homeSummaryQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.summary(),
    queryFn: () => apiGet<HomeSummary>(SUMMARY_PATH),
    // Answered inside the home page's HTML (src/shared/public-pages.ts): no round trip on arrival.
    initialData: () => firstAnswer<HomeSummary>('GET', SUMMARY_PATH),
    staleTime: 60_000,
  });
}

export function useHomeSummary() {
  return useQuery(homeSummaryQueryOptions());
}
