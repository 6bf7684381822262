import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { limits } from '../../../../shared/limits';
import type {
  Competitor,
  RecordedTime,
  RefereeCreateUserBody,
  RefereeEvent,
} from '../../../../shared/schemas/referee';
import { leaderboardKeys } from '../../../api/leaderboard';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client';

/** What CreateUser answers (refereeCreateUserResponse): the address only masked. */
type CreatedUser = { id: number; userName: string; maskedEmail: string };

const refereeKeys = {
  all: ['referee'] as const,
  myEvents: () => [...refereeKeys.all, 'myEvents'] as const,
  myPastEvents: () => [...refereeKeys.all, 'myPastEvents'] as const,
  allCompetitors: () => [...refereeKeys.all, 'competitors'] as const,
  competitors: (search: string) => [...refereeKeys.allCompetitors(), search.toLowerCase()] as const,
  allTimesRecorded: () => [...refereeKeys.all, 'timesRecorded'] as const,
  timesRecorded: (eventId: number) => [...refereeKeys.allTimesRecorded(), eventId] as const,
};

/** GET /Referee/MyEvents: the referee's current and upcoming events, running ones first. */
function myEventsQueryOptions() {
  return queryOptions({
    queryKey: refereeKeys.myEvents(),
    queryFn: () => apiGet<RefereeEvent[]>('/Referee/MyEvents'),
  });
}

/** GET /Referee/MyPastEvents: the referee's ended events, newest first. */
function myPastEventsQueryOptions() {
  return queryOptions({
    queryKey: refereeKeys.myPastEvents(),
    queryFn: () => apiGet<RefereeEvent[]>('/Referee/MyPastEvents'),
  });
}

/**
 * POST /Referee/UserLookup: competitors matching `search` (at least limits.competitorSearchMin
 * characters, else not asked: the server would answer 400).
 */
function competitorSearchQueryOptions(search: string) {
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
function timesRecordedQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: refereeKeys.timesRecorded(eventId),
    queryFn: () => apiGet<RecordedTime[]>(`/Referee/TimesRecorded/${encodeURIComponent(eventId)}`),
    enabled: eventId > 0,
  });
}

export function useMyEvents() {
  return useQuery(myEventsQueryOptions());
}

/** Delete Times' events: those whose times the referee may delete now (the server's timesDeletable). */
export interface DeletableEvents {
  /** Running now or about to start (their window is open), soonest first. */
  current: RefereeEvent[];
  /** Ended within the window, newest first. */
  past: RefereeEvent[];
  /** How many of the referee's past events are beyond the window. */
  closed: number;
}

/** MyEvents and MyPastEvents as one query view (QueryState), sorted into what may be deleted. */
export function useDeletableEvents() {
  return useQueries({
    queries: [myEventsQueryOptions(), myPastEventsQueryOptions()],
    combine: ([current, past]) => ({
      isPending: current.isPending || past.isPending,
      isError: current.isError || past.isError,
      error: current.error ?? past.error,
      data:
        current.data && past.data
          ? ({
              current: current.data.filter((event) => event.timesDeletable),
              past: past.data.filter((event) => event.timesDeletable),
              closed: past.data.filter((event) => !event.timesDeletable).length,
            } satisfies DeletableEvents)
          : undefined,
      refetch: () => Promise.all([current.refetch(), past.refetch()]),
    }),
  });
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

/** DELETE /Referee/DeleteTimeRecorded/{id}: the time is gone when this answers. */
export function useDeleteTimeRecorded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeId: number) =>
      apiDelete<{ ok: true }>(`/Referee/DeleteTimeRecorded/${encodeURIComponent(timeId)}`),
    onSettled: () => invalidateAfterTimeChange(queryClient),
  });
}

/** POST /Referee/RestoreTimeRecorded/{id}: Undo of a delete, the same time back with its own id. */
export function useRestoreTimeRecorded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeId: number) =>
      apiPost<RecordedTime>(`/Referee/RestoreTimeRecorded/${encodeURIComponent(timeId)}`, {}),
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
