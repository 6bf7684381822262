import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { limits } from '../../../../shared/limits';
import type { Event } from '../../../../shared/schemas/event';
import type { Competitor, RecordedTime, RefereeCreateUserBody } from '../../../../shared/schemas/referee';
import { leaderboardKeys } from '../../../api/leaderboard';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client';

/** What CreateUser answers (refereeCreateUserResponse): the address only masked. */
export type CreatedUser = { id: number; userName: string; maskedEmail: string };

export const refereeKeys = {
  all: ['referee'] as const,
  myEvents: () => [...refereeKeys.all, 'myEvents'] as const,
  myPastEvents: () => [...refereeKeys.all, 'myPastEvents'] as const,
  allCompetitors: () => [...refereeKeys.all, 'competitors'] as const,
  competitors: (search: string) => [...refereeKeys.allCompetitors(), search.toLowerCase()] as const,
  allTimesRecorded: () => [...refereeKeys.all, 'timesRecorded'] as const,
  timesRecorded: (eventId: number) => [...refereeKeys.allTimesRecorded(), eventId] as const,
};

/** GET /Referee/MyEvents: the referee's current and upcoming events, running ones first. */
export function myEventsQueryOptions() {
  return queryOptions({
    queryKey: refereeKeys.myEvents(),
    queryFn: () => apiGet<Event[]>('/Referee/MyEvents'),
  });
}

/** GET /Referee/MyPastEvents: the referee's ended events, newest first. */
export function myPastEventsQueryOptions() {
  return queryOptions({
    queryKey: refereeKeys.myPastEvents(),
    queryFn: () => apiGet<Event[]>('/Referee/MyPastEvents'),
  });
}

/**
 * POST /Referee/UserLookup: competitors matching `search` (at least limits.competitorSearchMin
 * characters, else not asked: the server would answer 400).
 */
export function competitorSearchQueryOptions(search: string) {
  const term = search.trim();
  return queryOptions({
    queryKey: refereeKeys.competitors(term),
    queryFn: () => apiPost<Competitor[]>('/Referee/UserLookup', { search: term }),
    enabled: term.length >= limits.competitorSearchMin,
    // A competitor signed up a minute ago must be findable: keep answers briefly only.
    staleTime: 30_000,
  });
}

/** GET /Referee/TimesRecorded/{eventId}: the times of one event, for Delete Times. */
export function timesRecordedQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: refereeKeys.timesRecorded(eventId),
    queryFn: () => apiGet<RecordedTime[]>(`/Referee/TimesRecorded/${encodeURIComponent(eventId)}`),
    enabled: eventId > 0,
  });
}

export function useMyEvents() {
  return useQuery(myEventsQueryOptions());
}

export function useMyPastEvents() {
  return useQuery(myPastEventsQueryOptions());
}

export function useCompetitorSearch(search: string) {
  return useQuery(competitorSearchQueryOptions(search));
}

export function useTimesRecorded(eventId: number) {
  return useQuery(timesRecordedQueryOptions(eventId));
}

/**
 * What a recorded or deleted official time changes: every board and the referee's time lists. The
 * record screen's saves go through the on-phone queue (src/web/lib/timing), whose 'sent' outcome
 * calls this; Delete Times' mutation calls it too.
 */
export async function invalidateAfterTimeChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: leaderboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: refereeKeys.allTimesRecorded() }),
  ]);
}

/** DELETE /Referee/DeleteTimeRecorded/{id}. */
export function useDeleteTimeRecorded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeId: number) =>
      apiDelete<{ ok: true }>(`/Referee/DeleteTimeRecorded/${encodeURIComponent(timeId)}`),
    onSettled: () => invalidateAfterTimeChange(queryClient),
  });
}

/** POST /Referee/CreateUser: a member who can log in at once (a 400/409 carries `fields`). */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefereeCreateUserBody) => apiPost<CreatedUser>('/Referee/CreateUser', body),
    // The new member is a competitor the search must find at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refereeKeys.allCompetitors() }),
  });
}
