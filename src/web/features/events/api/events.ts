import { useQuery } from '@tanstack/react-query';
import type { Period } from '../../../../shared/limits';
import type { Event } from '../../../../shared/schemas/event';
import type { LeaderboardRow } from '../../../../shared/schemas/leaderboard';
import { leaderboardKey } from '../../../api/leaderboard';
import { apiGet, apiPost } from '../../../lib/api-client';

/** Not yet ended (current and future), soonest first. */
export function useUpcomingEvents() {
  return useQuery({ queryKey: ['events', 'upcoming'], queryFn: () => apiGet<Event[]>('/Event/Upcoming') });
}

/** Ended, newest first. */
export function usePastEvents() {
  return useQuery({ queryKey: ['events', 'past'], queryFn: () => apiGet<Event[]>('/Event/Past') });
}

export function useEventByPath(path: string) {
  return useQuery({
    queryKey: ['events', 'byPath', path.toLowerCase()],
    queryFn: () => apiPost<Event>('/Event/GetSingle', { path }),
  });
}

/** The event's official (Comp) board. */
export function useEventLeaderboard(eventId: number, period: Period) {
  return useQuery({
    queryKey: [...leaderboardKey, 'event', eventId, { period }],
    queryFn: () => apiGet<LeaderboardRow[]>(`/Leaderboard/Event/${eventId}?period=${period}`),
  });
}
