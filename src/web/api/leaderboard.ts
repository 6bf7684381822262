import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Period } from '../../shared/limits';
import type { LeaderboardRow } from '../../shared/schemas/leaderboard';
import { apiPost } from '../lib/api-client';

export type BoardFilter = { locationId: number; period: Period; official: boolean };

/**
 * Every board's key (a location's boards, an event's board, the overview) starts with `all`, so a
 * saved or deleted time refreshes them all with one `invalidateQueries({ queryKey: leaderboardKeys.all })`.
 * Shared here because several features read boards; each feature's own query options use these keys.
 */
export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  /** Both boards of a location, every period (what a live location stream refreshes). */
  locationBoards: (locationId: number) => [...leaderboardKeys.all, 'location', locationId] as const,
  location: ({ locationId, period, official }: BoardFilter) =>
    [...leaderboardKeys.locationBoards(locationId), { period, official }] as const,
  /** An event's board, every period. */
  eventBoards: (eventId: number) => [...leaderboardKeys.all, 'event', eventId] as const,
  event: (eventId: number, period: Period) => [...leaderboardKeys.eventBoards(eventId), { period }] as const,
  /** The overview, every period. */
  overviews: () => [...leaderboardKeys.all, 'overview'] as const,
  overview: (period: Period) => [...leaderboardKeys.overviews(), { period }] as const,
};

/** POST /Leaderboard/ListResults: a location's casual (official false) or Comp (official true) board. */
export function listResultsQueryOptions(filter: BoardFilter) {
  const { locationId, period, official } = filter;
  return queryOptions({
    queryKey: leaderboardKeys.location(filter),
    queryFn: () => apiPost<LeaderboardRow[]>('/Leaderboard/ListResults', { locationId, period, official }),
    enabled: locationId > 0,
  });
}

export function useListResults(filter: BoardFilter) {
  return useQuery(listResultsQueryOptions(filter));
}
