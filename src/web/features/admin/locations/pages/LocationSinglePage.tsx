import { Stack, Title } from '@mantine/core';
import type { AdminPageProps } from '../../page-props';
import { LocationSingleDetails } from '../components/LocationSingleDetails';
import { LocationSingleFromPath } from '../components/LocationSingleFromPath';
import { SiteEquipmentEditor } from '../components/SiteEquipmentEditor';
import { courseTexts } from '../lib/site-equipment-order';

/** /Admin/Locations/Single/{path}: the location's details and links, then its course in order. */
export default function LocationSinglePage({ title }: AdminPageProps) {
  return (
    <LocationSingleFromPath title={title}>
      {(location) => (
        <>
          <LocationSingleDetails location={location} />
          <Stack gap="sm" component="section" aria-labelledby="site-equipment-heading">
            <Title order={2} id="site-equipment-heading">
              {courseTexts.heading}
            </Title>
            <SiteEquipmentEditor locationId={location.id} />
          </Stack>
        </>
      )}
    </LocationSingleFromPath>
  );
}
