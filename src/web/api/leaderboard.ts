import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { BOARD_PAGE_DEFAULT, type Period } from '../../shared/limits';
import type { LeaderboardRow } from '../../shared/schemas/leaderboard';
import { apiPostCounted, type CountedPage } from '../lib/api-client';

type BoardFilter = { locationId: number; period: Period; official: boolean };

/** What a board widget shows: the top `limit` places, the member's own row when below them, the total. */
interface BoardPage {
  rows: LeaderboardRow[];
  ownRow: LeaderboardRow | null;
  total: number;
}

/** The server adds the signed-in member's row after a page they are not on (docs/architecture.md). */
export function toBoardPage({ items, total }: CountedPage<LeaderboardRow>, limit: number): BoardPage {
  return items.length > limit
    ? { rows: items.slice(0, limit), ownRow: items[limit] ?? null, total }
    : { rows: items, ownRow: null, total };
}

/** How many places a board asks for; Show more asks for the next 50 as well. */
export function useBoardLimit() {
  const [limit, setLimit] = useState(BOARD_PAGE_DEFAULT);
  const showMore = useCallback(() => setLimit((current) => current + BOARD_PAGE_DEFAULT), []);
  return { limit, showMore };
}

/**
 * Every board's key (a location's boards, an event's board, the overview) starts with `all`, so a
 * saved or deleted time refreshes them all with one `invalidateQueries({ queryKey: leaderboardKeys.all })`.
 * Shared here because several features read boards; each feature's own query options use these keys.
 */
export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  /** Both boards of a location, every period (what a live location stream refreshes). */
  locationBoards: (locationId: number) => [...leaderboardKeys.all, 'location', locationId] as const,
  location: ({ locationId, period, official }: BoardFilter, limit = BOARD_PAGE_DEFAULT) =>
    [...leaderboardKeys.locationBoards(locationId), { period, official, limit }] as const,
  /** An event's board, every period. */
  eventBoards: (eventId: number) => [...leaderboardKeys.all, 'event', eventId] as const,
  event: (eventId: number, period: Period, limit = BOARD_PAGE_DEFAULT) =>
    [...leaderboardKeys.eventBoards(eventId), { period, limit }] as const,
  /** The overview, every period. */
  overviews: () => [...leaderboardKeys.all, 'overview'] as const,
  overview: (period: Period) => [...leaderboardKeys.overviews(), { period }] as const,
};

/**
 * POST /Leaderboard/ListResults: a location's casual (official false) or Comp (official true) board,
 * its first `limit` places. A larger limit keeps showing the shorter board while it loads.
 */
function listResultsQueryOptions(filter: BoardFilter, limit = BOARD_PAGE_DEFAULT) {
  const { locationId, period, official } = filter;
  return queryOptions({
    queryKey: leaderboardKeys.location(filter, limit),
    queryFn: async () =>
      toBoardPage(
        await apiPostCounted<LeaderboardRow>('/Leaderboard/ListResults', {
          locationId,
          period,
          official,
          limit,
        }),
        limit,
      ),
    enabled: locationId > 0,
    placeholderData: keepPreviousData,
  });
}

export function useListResults(filter: BoardFilter, limit = BOARD_PAGE_DEFAULT) {
  return useQuery(listResultsQueryOptions(filter, limit));
}
