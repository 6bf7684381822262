import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MySplitRuns } from '../../../../shared/schemas/leaderboard';
import { splitsKeys } from '../../../api/splits';
import { apiGet } from '../../../lib/api-client';

const splitRunsKeys = {
  atLocation: (locationId: number) => [...splitsKeys.all, 'runs', locationId] as const,
};

/** GET /Leaderboard/MySplitRuns/{locationId}: the member's runs with splits there, oldest first. */
function mySplitRunsQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: splitRunsKeys.atLocation(locationId),
    queryFn: () => apiGet<MySplitRuns>(`/Leaderboard/MySplitRuns/${encodeURIComponent(locationId)}`),
    enabled: locationId > 0,
  });
}

export function useMySplitRuns(locationId: number) {
  return useQuery(mySplitRunsQueryOptions(locationId));
}
