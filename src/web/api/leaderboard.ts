import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Period } from '../../shared/limits';
import type { LeaderboardRow } from '../../shared/schemas/leaderboard';
import { apiPost } from '../lib/api-client';

/** Every board query starts with this key, so one invalidation refreshes them all after a save. */
export const leaderboardKey = ['leaderboard'] as const;

export type BoardFilter = { locationId: number; period: Period; official: boolean };

export function listResultsQuery({ locationId, period, official }: BoardFilter) {
  return queryOptions({
    queryKey: [...leaderboardKey, 'location', locationId, { period, official }],
    queryFn: () => apiPost<LeaderboardRow[]>('/Leaderboard/ListResults', { locationId, period, official }),
    enabled: locationId > 0,
  });
}

/** A location's casual (official false) or Comp (official true) board. */
export function useListResults(filter: BoardFilter) {
  return useQuery(listResultsQuery(filter));
}
