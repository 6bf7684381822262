import { useNavigate } from 'react-router';
import type { Location } from '../../../../../shared/schemas/location';
import { useFormSubmit } from '../../../../lib/form-submit';
import { useCheckedForm } from '../../../../lib/forms';
import { paths } from '../../../../lib/paths';
import { updatedNotice } from '../../components/notify';
import type { AdminPageProps } from '../../page-props';
import { useUpdateLocation } from '../api/location-writes';
import { LocationForm } from '../components/LocationForm';
import { LocationSingleFromPath } from '../components/LocationSingleFromPath';
import { formValuesOf, updateBodyOf, validateLocation } from '../components/location-form-values';
import { locationTexts } from '../texts';

/**
 * /Admin/Locations/Edit/{path} (docs/spec.md §2): the saved location prefilled, disabled ones too
 * (the Active switch enables a removed location again). 'Updated' / 'Successfully updated …' (§8),
 * then its Single page; the path stays across a rename, so links and printed signs keep working.
 */
export default function LocationEditPage({ title }: AdminPageProps) {
  return (
    <LocationSingleFromPath title={title}>
      {(location) => <EditForm key={location.id} location={location} title={title} />}
    </LocationSingleFromPath>
  );
}

function EditForm({ location, title }: { location: Location; title: string }) {
  const navigate = useNavigate();
  const update = useUpdateLocation();
  const form = useCheckedForm({ initialValues: formValuesOf(location), validate: validateLocation });
  const submit = useFormSubmit({
    form,
    save: (values) => update.mutateAsync(updateBodyOf(location.id, values)),
    successNotice: (saved) => updatedNotice(saved.name),
    onSuccess: (saved) => navigate(paths.admin.locations.single(saved.path)),
  });
  return (
    <LocationForm form={form} submit={submit} label={title} button={locationTexts.saveButton} withActive />
  );
}
