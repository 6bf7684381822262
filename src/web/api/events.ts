import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '../../shared/schemas/event';
import { apiPost, firstAnswer } from '../lib/api-client';

/** Event query keys: the public events pages and the admin event screens read and change the same events. */
export const eventKeys = {
  all: ['events'] as const,
  upcoming: () => [...eventKeys.all, 'upcoming'] as const,
  past: () => [...eventKeys.all, 'past'] as const,
  /** Paths match case-insensitively (docs/spec.md §2), so one event has one cache entry. */
  byPath: (path: string) => [...eventKeys.all, 'byPath', path.toLowerCase()] as const,
};

/** POST /Event/GetSingle: one event by its path (the public event pages and the admin's screens). */
function eventByPathQueryOptions(path: string) {
  return queryOptions({
    queryKey: eventKeys.byPath(path),
    queryFn: () => apiPost<Event>('/Event/GetSingle', { path }),
    initialData: () => firstAnswer<Event>('POST', '/Event/GetSingle', { path }),
  });
}

export function useEventByPath(path: string) {
  return useQuery(eventByPathQueryOptions(path));
}
