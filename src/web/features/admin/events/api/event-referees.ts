import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventReferee } from '../../../../../shared/schemas/referee';
import { eventKeys } from '../../../../api/events';
import { apiDelete, apiGet, apiPost } from '../../../../lib/api-client';
import { moveReferee, type RefereeMove } from '../lib/referee-lists';
import { adminEventKeys } from './events';

const eventPath = (eventId: number) => `/Event/${encodeURIComponent(eventId)}`;

/** GET /Event/{id}/Referees: the event's referees. */
function eventRefereesQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: adminEventKeys.referees(eventId),
    queryFn: () => apiGet<EventReferee[]>(`${eventPath(eventId)}/Referees`),
  });
}

/** GET /Event/{id}/AvailableReferees: referees not on the event yet. */
function availableRefereesQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: adminEventKeys.available(eventId),
    queryFn: () => apiGet<EventReferee[]>(`${eventPath(eventId)}/AvailableReferees`),
  });
}

export function useEventReferees(eventId: number) {
  return useQuery(eventRefereesQueryOptions(eventId));
}

export function useAvailableReferees(eventId: number) {
  return useQuery(availableRefereesQueryOptions(eventId));
}

/** One add or remove; both answer the event's referee list after the call. */
function sendMove(eventId: number, refereeId: number, move: RefereeMove): Promise<EventReferee[]> {
  const id = encodeURIComponent(refereeId);
  return move === 'add'
    ? apiPost<EventReferee[]>(`${eventPath(eventId)}/AddReferee/${id}`)
    : apiDelete<EventReferee[]>(`${eventPath(eventId)}/RemoveReferee/${id}`);
}

export interface RefereeChange {
  person: EventReferee;
  move: RefereeMove;
}

/**
 * POST /Event/{id}/AddReferee/{refereeId} and DELETE …/RemoveReferee/{refereeId}, optimistic (docs/spec.md
 * §4: the person moves between the lists at once): both lists change before the call and the move is
 * undone if it fails. The event's keys are read again once the last of quick successive changes
 * settles, so an answer to an earlier click never overwrites a later move.
 */
export function useChangeEventReferee(eventId: number) {
  const queryClient = useQueryClient();
  const keys = { assigned: adminEventKeys.referees(eventId), available: adminEventKeys.available(eventId) };
  const mutationKey = [...adminEventKeys.all, 'changeReferee', eventId];
  const shift = (person: EventReferee, move: RefereeMove) => {
    const now = {
      assigned: queryClient.getQueryData<EventReferee[]>(keys.assigned) ?? [],
      available: queryClient.getQueryData<EventReferee[]>(keys.available) ?? [],
    };
    const next = moveReferee(now, person, move);
    queryClient.setQueryData(keys.assigned, next.assigned);
    queryClient.setQueryData(keys.available, next.available);
  };
  return useMutation({
    mutationKey,
    mutationFn: ({ person, move }: RefereeChange) => sendMove(eventId, person.id, move),
    onMutate: async ({ person, move }) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: keys.assigned }),
        queryClient.cancelQueries({ queryKey: keys.available }),
      ]);
      shift(person, move);
    },
    // Undo only this move (its inverse), so a later click's move made meanwhile stays shown.
    onError: (_error, { person, move }) => shift(person, move === 'add' ? 'remove' : 'add'),
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) > 1) return undefined;
      return queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}
