import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { Location } from '../../../../../shared/schemas/location';
import { LocationBoards } from '../../../../components/LocationBoards';
import { LocationSelect } from '../../../../components/LocationSelect';
import { QueryState } from '../../../../components/QueryState';
import { paths } from '../../../../lib/paths';
import { idFrom } from '../../../../lib/route-id';
import type { AdminPageProps } from '../../page-props';
import { useAdminLocations } from '../api/locations';

/** The chosen location lives in the address (`?location=<id>`), so a reload keeps it with its period. */
const LOCATION_PARAM = 'location';

/**
 * /Admin/Locations/Results: pick a location, see its Social and Comp boards over a period. Only open
 * locations have boards (a disabled one leaves them), so only they are offered.
 */
export default function LocationResultsPage({ title }: AdminPageProps) {
  const locations = useAdminLocations();
  const [search, setSearch] = useSearchParams();
  const locationId = idFrom(search.get(LOCATION_PARAM)) ?? 0;

  const choose = (id: number) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (id > 0) next.set(LOCATION_PARAM, String(id));
        else next.delete(LOCATION_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <QueryState
        query={locations}
        loading="Loading locations…"
        empty="No locations found"
        isEmpty={(all) => all.every((location) => location.disabled)}
      >
        {(all) => {
          const open = all.filter((location) => !location.disabled);
          const chosen = open.find((location) => location.id === locationId);
          return (
            <Stack gap="lg">
              <LocationSelect locations={open} value={chosen?.id ?? 0} onChange={choose} label="Location" />
              {chosen ? (
                <ChosenBoards location={chosen} />
              ) : (
                <Text c="dimmed">Choose a location to see its boards.</Text>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

function ChosenBoards({ location }: { location: Location }) {
  return (
    <Stack gap="md" component="section" aria-labelledby="results-heading">
      <Title order={2} id="results-heading" style={{ overflowWrap: 'anywhere' }}>
        {location.name}
      </Title>
      <Group gap="md">
        <Anchor component={Link} to={paths.admin.locations.times(location.path)}>
          Every time at {location.name}
        </Anchor>
        <Anchor component={Link} to={paths.admin.locations.single(location.path)}>
          Location details
        </Anchor>
      </Group>
      <LocationBoards
        locationId={location.id}
        gateOnly={location.gateOnly}
        timeZone={location.timeZone}
        recordTimeHref={paths.recordTime(location.path)}
      />
    </Stack>
  );
}
