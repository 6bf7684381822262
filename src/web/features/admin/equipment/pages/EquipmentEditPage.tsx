import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { Equipment } from '../../../../../shared/schemas/equipment';
import { useFormSubmit } from '../../../../lib/form-submit';
import { useCheckedForm } from '../../../../lib/forms';
import { paths } from '../../../../lib/paths';
import { updatedNotice } from '../../components/notify';
import type { AdminPageProps } from '../../page-props';
import { useUpdateEquipment } from '../api/equipment';
import { EquipmentForm } from '../components/EquipmentForm';
import { EquipmentRecord } from '../components/EquipmentRecord';
import { ImageSaveStatus, useImageSave } from '../components/ImageSave';
import { bodyOf, formValuesOf, validateEquipment } from '../lib/form-values';
import { equipmentTexts as texts } from '../texts';

/**
 * /Admin/Equipment/Edit/{equipId} (docs/spec.md §2): the stored obstacle in the Add form, plus its one
 * image (a new one replaces it). Saving toasts 'Updated' / 'Successfully updated <name>', then sends
 * a newly chosen image on its own; a refused image is said below the form, with a retry.
 */
export default function EquipmentEditPage({ title }: AdminPageProps) {
  return (
    <EquipmentRecord title={title}>
      {(item) => (
        <>
          <Anchor component={Link} to={paths.admin.equipment.single(item.id)}>
            {`${texts.view} ${item.name}`}
          </Anchor>
          <EditForm key={item.id} item={item} label={`${title}: ${item.name}`} />
        </>
      )}
    </EquipmentRecord>
  );
}

function EditForm({ item, label }: { item: Equipment; label: string }) {
  const update = useUpdateEquipment();
  const image = useImageSave();
  const form = useCheckedForm({ initialValues: formValuesOf(item), validate: validateEquipment });
  const submit = useFormSubmit({
    form,
    save: (values) => update.mutateAsync({ id: item.id, ...bodyOf(values) }),
    successNotice: (saved) => updatedNotice(saved.name),
    onSuccess: (saved, values) => {
      if (!values.image) return;
      // The chooser shows the stored image again; a refused one stays with its status for a retry.
      form.setFieldValue('image', null);
      void image.save(saved, values.image);
    },
  });
  return (
    <>
      <EquipmentForm
        form={form}
        submit={submit}
        label={label}
        currentImageUrl={item.imageUrl}
        button={texts.saveButton}
      />
      <ImageSaveStatus image={image} />
    </>
  );
}
