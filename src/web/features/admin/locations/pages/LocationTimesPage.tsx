import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths';
import type { AdminPageProps } from '../../page-props';
import { LocationSingleFromPath } from '../components/LocationSingleFromPath';
import { LocationTimesList } from '../components/LocationTimesList';

/** /Admin/Locations/Time/{path}: every time at the location, casual and official, with Delete. */
export default function LocationTimesPage({ title }: AdminPageProps) {
  return (
    <LocationSingleFromPath title={title}>
      {(location) => (
        <Stack gap="md">
          <Anchor component={Link} to={paths.admin.locations.single(location.path)} w="fit-content">
            Back to the location
          </Anchor>
          <LocationTimesList location={location} />
        </Stack>
      )}
    </LocationSingleFromPath>
  );
}
