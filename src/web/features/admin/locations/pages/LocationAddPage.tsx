import { Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../../lib/paths';
import { notifyCreated } from '../../components/notify';
import type { AdminPageProps } from '../../page-props';
import { useCreateLocation } from '../api/location-writes';
import { LocationForm, useLocationSave } from '../components/LocationForm';
import { createBodyOf, EMPTY_LOCATION } from '../components/LocationFormValues';
import { locationTexts } from '../texts';

/**
 * /Admin/Locations/Add (docs/spec.md §2, §5): a new course, active at once. 'Success' / 'Created …'
 * (§8), then its Single page; a taken name (409) shows on the Name input.
 */
export default function LocationAddPage({ title }: AdminPageProps) {
  const navigate = useNavigate();
  const save = useLocationSave({
    initialValues: EMPTY_LOCATION,
    mutation: useCreateLocation(),
    toBody: createBodyOf,
    onSaved: (location) => {
      notifyCreated(location.name);
      navigate(paths.admin.locations.single(location.path));
    },
  });

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <LocationForm
        label={title}
        submitLabel={locationTexts.create}
        busyLabel={locationTexts.creating}
        {...save}
      />
    </Stack>
  );
}
