import { Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useFormSubmit } from '../../../../lib/form-submit';
import { useCheckedForm } from '../../../../lib/forms';
import { paths } from '../../../../lib/paths';
import { createdNotice } from '../../components/notify';
import type { AdminPageProps } from '../../page-props';
import { useCreateLocation } from '../api/location-writes';
import { LocationForm } from '../components/LocationForm';
import { createBodyOf, EMPTY_LOCATION, validateLocation } from '../components/location-form-values';
import { locationTexts } from '../texts';

/**
 * /Admin/Locations/Add (docs/spec.md §2, §5): a new course, active at once. 'Success' / 'Created …'
 * (§8), then its Single page; a taken name (409) shows on the Name input.
 */
export default function LocationAddPage({ title }: AdminPageProps) {
  const navigate = useNavigate();
  const create = useCreateLocation();
  const form = useCheckedForm({ initialValues: EMPTY_LOCATION, validate: validateLocation });
  const submit = useFormSubmit({
    form,
    save: (values) => create.mutateAsync(createBodyOf(values)),
    successNotice: (location) => createdNotice(location.name),
    onSuccess: (location) => navigate(paths.admin.locations.single(location.path)),
  });

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <LocationForm form={form} submit={submit} label={title} button={locationTexts.createButton} />
    </Stack>
  );
}
