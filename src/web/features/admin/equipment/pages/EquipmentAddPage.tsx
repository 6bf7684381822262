import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { paths } from '../../../../lib/paths';
import { notifyCreated } from '../../components/notify';
import type { AdminPageProps } from '../../page-props';
import { useAddEquipmentImage, useCreateEquipment } from '../api/equipment';
import { EquipmentForm } from '../components/EquipmentForm';
import { bodyOf, type EquipmentFormValues, emptyEquipment } from '../lib/form-values';
import { equipmentTexts as texts } from '../texts';

/**
 * /Admin/Equipment/Add (docs/spec.md §2, §5): name required, video address and switch, rich-text
 * instructions and an optional image. Creating toasts 'Success' / 'Created <name>' and opens the
 * obstacle's Edit screen, where the image can be changed later.
 */
export default function EquipmentAddPage({ title }: AdminPageProps) {
  const create = useCreateEquipment();
  const addImage = useAddEquipmentImage();
  const navigate = useNavigate();

  async function save(values: EquipmentFormValues) {
    const created = await create.mutateAsync(bodyOf(values));
    if (values.image) {
      // The obstacle exists now: an image the server refuses is said, and Edit lets it be tried again.
      await addImage.mutateAsync({ equipmentId: created.id, file: values.image }).catch((error: unknown) => {
        notifications.show({
          color: 'red',
          title: texts.imageFailed,
          message: error instanceof Error ? error.message : String(error),
        });
      });
    }
    notifyCreated(created.name);
    navigate(paths.admin.equipment.edit(created.id));
  }

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{title}</Title>
      <EquipmentForm
        label={title}
        initialValues={emptyEquipment}
        submitLabel={texts.create}
        pendingLabel={texts.creating}
        onSave={save}
      />
    </Stack>
  );
}
