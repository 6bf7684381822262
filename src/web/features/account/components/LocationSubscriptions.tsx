import { Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueries } from '@tanstack/react-query';
import type { Location, LocationRef } from '../../../../shared/schemas/location';
import { locationsQueryOptions } from '../../../api/locations';
import { QueryState, type QueryView } from '../../../components/QueryState';
import { TitledSection } from '../../../components/TitledSection';
import { locationSubscriptionsQueryOptions, useToggleSubscription } from '../api/subscriptions';
import { isSubscribed } from '../lib/subscriptions';
import { accountTexts } from '../lib/texts';

type Lists = { locations: Location[]; subscribed: LocationRef[] };

/** Every active location with a toggle for its SMS updates (it changes at once; see the mutation). */
export function LocationSubscriptions({ smsReady }: { smsReady: boolean }) {
  const toggle = useToggleSubscription();
  const lists = useQueries({
    queries: [locationsQueryOptions(), locationSubscriptionsQueryOptions()],
    combine: ([locations, subscribed]): QueryView<Lists> => ({
      isPending: locations.isPending || subscribed.isPending,
      isError: locations.isError || subscribed.isError,
      error: locations.error ?? subscribed.error,
      data:
        locations.data && subscribed.data
          ? { locations: locations.data, subscribed: subscribed.data }
          : undefined,
      refetch: () => Promise.all([locations.refetch(), subscribed.refetch()]),
    }),
  });

  const flip = ({ id, name, path }: LocationRef) =>
    toggle.mutate(
      { id, name, path },
      { onError: () => notifications.show({ color: 'red', message: accountTexts.subscriptionFailed(name) }) },
    );

  return (
    <TitledSection titleId="subscriptions-title" title={accountTexts.subscriptionsTitle}>
      <Text>{accountTexts.subscriptionsIntro}</Text>
      {!smsReady && (
        <Text c="dimmed" size="sm">
          {accountTexts.subscriptionsNeedSms}
        </Text>
      )}
      <QueryState
        query={lists}
        loading="Loading locations…"
        empty={accountTexts.noLocations}
        isEmpty={(data) => data.locations.length === 0}
      >
        {({ locations, subscribed }) => (
          <Stack gap={0} role="group" aria-labelledby="subscriptions-title">
            {locations.map((location) => (
              <Switch
                key={location.id}
                label={location.name}
                checked={isSubscribed(subscribed, location.id)}
                onChange={() => flip(location)}
              />
            ))}
          </Stack>
        )}
      </QueryState>
    </TitledSection>
  );
}
