import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths';
import { notifyUpdated } from '../../components/notify';
import type { AdminPageProps } from '../../page-props';
import { useAddEquipmentImage, useUpdateEquipment } from '../api/equipment';
import { EquipmentForm } from '../components/EquipmentForm';
import { EquipmentRecord } from '../components/EquipmentRecord';
import { asImageError, bodyOf, type EquipmentFormValues, formValuesOf } from '../lib/form-values';
import { equipmentTexts as texts } from '../texts';

/**
 * /Admin/Equipment/Edit/{equipId} (docs/spec.md §2): the stored obstacle in the Add form, plus its one
 * image (a new one replaces it). Saving toasts 'Updated' / 'Successfully updated <name>'.
 */
export default function EquipmentEditPage({ title }: AdminPageProps) {
  const update = useUpdateEquipment();
  const addImage = useAddEquipmentImage();

  async function save(equipmentId: number, values: EquipmentFormValues) {
    const saved = await update.mutateAsync({ id: equipmentId, ...bodyOf(values) });
    if (values.image) {
      await addImage
        .mutateAsync({ equipmentId, file: values.image })
        .catch((error: unknown) => Promise.reject(asImageError(error)));
    }
    notifyUpdated(saved.name);
  }

  return (
    <EquipmentRecord title={title}>
      {(item) => (
        <>
          <Anchor component={Link} to={paths.admin.equipment.single(item.id)}>
            {`${texts.view} ${item.name}`}
          </Anchor>
          <EquipmentForm
            key={item.id}
            label={`${title}: ${item.name}`}
            initialValues={formValuesOf(item)}
            currentImageUrl={item.imageUrl}
            submitLabel={texts.save}
            pendingLabel={texts.saving}
            onSave={(values) => save(item.id, values)}
          />
        </>
      )}
    </EquipmentRecord>
  );
}
