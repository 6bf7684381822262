import { useNavigate } from 'react-router';
import type { Location } from '../../../../../shared/schemas/location';
import { paths } from '../../../../lib/paths';
import { notifyUpdated } from '../../components/notify';
import type { AdminPageProps } from '../../page-props';
import { useUpdateLocation } from '../api/location-writes';
import { LocationForm, useLocationSave } from '../components/LocationForm';
import { formValuesOf, updateBodyOf } from '../components/LocationFormValues';
import { LocationSingleFromPath } from '../components/LocationSingleFromPath';
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
  const save = useLocationSave({
    initialValues: formValuesOf(location),
    mutation: useUpdateLocation(),
    toBody: (values) => updateBodyOf(location.id, values),
    onSaved: (saved) => {
      notifyUpdated(saved.name);
      navigate(paths.admin.locations.single(saved.path));
    },
  });
  return (
    <LocationForm
      label={title}
      submitLabel={locationTexts.save}
      busyLabel={locationTexts.saving}
      withActive
      {...save}
    />
  );
}
