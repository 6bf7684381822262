import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MySplits } from '../../shared/schemas/leaderboard';
import { apiGet } from '../lib/api-client';
import { useSession } from '../lib/session';
import { leaderboardKeys } from './leaderboard';

/**
 * A member's splits on a course (the stopwatch compares a run with them; My Results shows them).
 * Under the leaderboard root: a saved or deleted time invalidates `leaderboardKeys.all`, and so these.
 */
export const splitsKeys = {
  all: [...leaderboardKeys.all, 'splits'] as const,
  mine: (locationId: number) => [...splitsKeys.all, 'mine', locationId] as const,
};

/** GET /Leaderboard/MySplits/{locationId}: the personal best's splits, best segments, sum of best. */
function mySplitsQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: splitsKeys.mine(locationId),
    queryFn: () => apiGet<MySplits>(`/Leaderboard/MySplits/${encodeURIComponent(locationId)}`),
    enabled: locationId > 0,
  });
}

/** The signed-in member's splits on a course; a guest has none (no request is made). */
export function useMySplits(locationId: number, wanted = true) {
  const { isLoggedIn } = useSession();
  return useQuery({ ...mySplitsQueryOptions(locationId), enabled: wanted && isLoggedIn && locationId > 0 });
}
