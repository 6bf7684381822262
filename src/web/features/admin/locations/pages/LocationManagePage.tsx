import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Location } from '../../../../../shared/schemas/location';
import { ConfirmRemove } from '../../../../components/ConfirmRemove';
import { QueryState } from '../../../../components/QueryState';
import { paths } from '../../../../lib/paths';
import { notifyRemoved } from '../../components/notify';
import type { AdminPageProps } from '../../page-props';
import { useDisableLocation } from '../api/location-writes';
import { useAdminLocations } from '../api/locations';
import { LocationCards } from '../components/LocationCards';
import { LocationStateFilter, useStateFilter } from '../components/LocationStateFilter';
import { locationTexts, noLocationsIn, removeDescription } from '../texts';

/**
 * /Admin/Locations/Manage and, in remove mode, /Admin/Locations/Remove (docs/spec.md §2): every
 * location, disabled ones marked, filtered by exact state (§4). Remove disables (the location and
 * its times stay; Edit's Active switch enables it again) once its exact name is typed.
 */
export default function LocationManagePage({ title, mode }: AdminPageProps) {
  const [state, setState] = useStateFilter();
  const locations = useAdminLocations(state);
  const disable = useDisableLocation();
  // The last location Remove was pressed for stays while the dialog animates closed.
  const [removing, setRemoving] = useState<Location | null>(null);
  const [confirming, setConfirming] = useState(false);
  const askToRemove = (location: Location) => {
    setRemoving(location);
    setConfirming(true);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>{title}</Title>
        <Button component={Link} to={paths.admin.locations.add} variant="light">
          {locationTexts.addLocation}
        </Button>
      </Group>
      <LocationStateFilter state={state} onChange={setState} />
      <QueryState
        query={locations}
        loading={locationTexts.loading}
        empty={state ? noLocationsIn(state) : locationTexts.noLocations}
      >
        {(list) => <LocationCards locations={list} onRemove={mode === 'remove' ? askToRemove : undefined} />}
      </QueryState>
      <ConfirmRemove
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={locationTexts.removeTitle}
        name={removing?.name ?? ''}
        description={removeDescription(removing?.name ?? '')}
        onConfirm={async () => {
          if (!removing) return;
          await disable.mutateAsync({ id: removing.id });
          notifyRemoved(removing.name);
        }}
      />
    </Stack>
  );
}
