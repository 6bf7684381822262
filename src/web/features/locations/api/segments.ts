import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Period } from '../../../../shared/limits';
import type { Segments } from '../../../../shared/schemas/leaderboard';
import { leaderboardKeys } from '../../../api/leaderboard';
import { apiGet } from '../../../lib/api-client';

/** Under the leaderboard root: a saved or deleted time refreshes the fastest segments too. */
const segmentKeys = {
  all: [...leaderboardKeys.all, 'segments'] as const,
  location: (locationId: number, period: Period, limit: number) =>
    [...segmentKeys.all, locationId, { period, limit }] as const,
};

/** GET /Leaderboard/Segments/{locationId}: per obstacle in course order, the fastest segments. */
function segmentsQueryOptions(locationId: number, period: Period, limit: number) {
  const query = new URLSearchParams({ period, limit: String(limit) });
  return queryOptions({
    queryKey: segmentKeys.location(locationId, period, limit),
    queryFn: () => apiGet<Segments>(`/Leaderboard/Segments/${encodeURIComponent(locationId)}?${query}`),
    enabled: locationId > 0,
    staleTime: 60_000,
  });
}

export function useSegments(locationId: number, period: Period, limit: number) {
  return useQuery(segmentsQueryOptions(locationId, period, limit));
}
