import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationRef } from '../../../../shared/schemas/location';
import { apiGet, apiPost } from '../../../lib/api-client';
import { isSubscribed, withSubscription } from '../lib/subscriptions';

const subscriptionKeys = {
  all: ['subscriptions'] as const,
  list: () => [...subscriptionKeys.all, 'list'] as const,
};

const toggleKey = [...subscriptionKeys.all, 'toggle'] as const;

/** GET /Account/GetLocationSubscriptions: the locations whose SMS updates the member gets. */
export function locationSubscriptionsQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.list(),
    queryFn: () => apiGet<LocationRef[]>('/Account/GetLocationSubscriptions'),
  });
}

/**
 * POST /Account/HandleSubscribe (a toggle). docs/spec.md §4: the list changes at once; a refusal puts back
 * only this location (other toggles still in flight keep theirs), and the server's answer is what
 * stays. The list is refetched once the last toggle has settled, so no answer is overwritten by an
 * older one.
 */
export function useToggleSubscription() {
  const queryClient = useQueryClient();
  const key = subscriptionKeys.list();
  return useMutation({
    mutationKey: toggleKey,
    mutationFn: (location: LocationRef) =>
      apiPost<{ subscribed: boolean; locationIds: number[] }>('/Account/HandleSubscribe', {
        id: location.id,
      }),
    onMutate: async (location) => {
      await queryClient.cancelQueries({ queryKey: key });
      const wasSubscribed = isSubscribed(queryClient.getQueryData<LocationRef[]>(key), location.id);
      queryClient.setQueryData<LocationRef[]>(key, (list = []) =>
        withSubscription(list, location, !wasSubscribed),
      );
      return { wasSubscribed };
    },
    onSuccess: ({ subscribed }, location) => {
      queryClient.setQueryData<LocationRef[]>(key, (list = []) =>
        withSubscription(list, location, subscribed),
      );
    },
    onError: (_error, location, context) => {
      if (!context) return;
      queryClient.setQueryData<LocationRef[]>(key, (list = []) =>
        withSubscription(list, location, context.wasSubscribed),
      );
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: toggleKey }) === 1) {
        return queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
