import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { BOARD_PAGE_DEFAULT, type Period } from '../../../../shared/limits';
import type { Event } from '../../../../shared/schemas/event';
import type { LeaderboardRow } from '../../../../shared/schemas/leaderboard';
import { eventKeys } from '../../../api/events';
import { leaderboardKeys, toBoardPage } from '../../../api/leaderboard';
import { apiUrl } from '../../../lib/api-base';
import { apiGet, apiGetCounted, firstAnswer } from '../../../lib/api-client';

/** GET /Event/Upcoming: not yet ended (current and future), soonest first. */
function upcomingEventsQueryOptions() {
  return queryOptions({
    queryKey: eventKeys.upcoming(),
    queryFn: () => apiGet<Event[]>('/Event/Upcoming'),
    initialData: () => firstAnswer<Event[]>('GET', '/Event/Upcoming'),
  });
}

/** GET /Event/Past: ended, newest first. */
function pastEventsQueryOptions() {
  return queryOptions({
    queryKey: eventKeys.past(),
    queryFn: () => apiGet<Event[]>('/Event/Past'),
    initialData: () => firstAnswer<Event[]>('GET', '/Event/Past'),
  });
}

/** GET /Leaderboard/Event/{id}: the event's official (Comp) board, under the shared board keys. */
function eventLeaderboardQueryOptions(eventId: number, period: Period, limit = BOARD_PAGE_DEFAULT) {
  return queryOptions({
    queryKey: leaderboardKeys.event(eventId, period, limit),
    queryFn: async () =>
      toBoardPage(
        await apiGetCounted<LeaderboardRow>(
          `/Leaderboard/Event/${encodeURIComponent(eventId)}?${new URLSearchParams({ period, limit: String(limit) })}`,
        ),
        limit,
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /Leaderboard/Event/{id}.csv: the event's board as a CSV download (a plain link, no query). */
export function eventBoardCsvUrl(eventId: number): string {
  return apiUrl(`/Leaderboard/Event/${encodeURIComponent(eventId)}.csv`);
}

/**
 * Upcoming and past events as one query for QueryState (the events page shows both): loading while
 * either loads, failed while either failed, and Try again fetches both.
 */
export function useEventLists() {
  return useQueries({
    queries: [upcomingEventsQueryOptions(), pastEventsQueryOptions()],
    combine: ([upcoming, past]) => ({
      isPending: upcoming.isPending || past.isPending,
      isError: upcoming.isError || past.isError,
      error: upcoming.error ?? past.error,
      data: upcoming.data && past.data ? { upcoming: upcoming.data, past: past.data } : undefined,
      refetch: () => Promise.all([upcoming.refetch(), past.refetch()]),
    }),
  });
}

export function useEventLeaderboard(eventId: number, period: Period, limit = BOARD_PAGE_DEFAULT) {
  return useQuery(eventLeaderboardQueryOptions(eventId, period, limit));
}
