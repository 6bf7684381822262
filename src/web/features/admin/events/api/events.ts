import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateEventBody, Event, UpdateEventBody } from '../../../../../shared/schemas/event';
import { eventKeys } from '../../../../api/events';
import { apiGet, apiPost } from '../../../../lib/api-client';

/**
 * The admin's event queries live under the shared `eventKeys.all` root, so one invalidation after any
 * event write refreshes these screens and the public /Events pages alike.
 */
export const adminEventKeys = {
  all: [...eventKeys.all, 'admin'] as const,
  list: () => [...adminEventKeys.all, 'list'] as const,
  referees: (eventId: number) => [...adminEventKeys.all, 'referees', eventId] as const,
  available: (eventId: number) => [...adminEventKeys.all, 'availableReferees', eventId] as const,
};

/** GET /Event/ListAll: every event, upcoming and past. */
function adminEventsQueryOptions() {
  return queryOptions({ queryKey: adminEventKeys.list(), queryFn: () => apiGet<Event[]>('/Event/ListAll') });
}

export function useAdminEvents() {
  return useQuery(adminEventsQueryOptions());
}

/** After any write: every event view (admin and public) reads again. */
function useInvalidateEvents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: eventKeys.all });
}

/** POST /Event/Create: a 400 carries `fields`; a taken path is a 409 naming the field. */
export function useCreateEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (body: CreateEventBody) => apiPost<Event>('/Event/Create', body),
    onSuccess: invalidate,
  });
}

/** POST /Event/Update: the whole form with the event's id. */
export function useUpdateEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (body: UpdateEventBody) => apiPost<Event>('/Event/Update', body),
    onSuccess: invalidate,
  });
}

/** POST /Event/Delete: an event with official times answers 409 with a message for the dialog. */
export function useDeleteEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (id: number) => apiPost<{ ok: true }>('/Event/Delete', { id }),
    onSuccess: invalidate,
  });
}
