import { Button, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useFormSubmit } from '../../../../lib/form-submit';
import { useCheckedForm } from '../../../../lib/forms';
import { paths } from '../../../../lib/paths';
import { createdNotice } from '../../components/notify';
import type { AdminPageProps } from '../../page-props';
import { useCreateEquipment } from '../api/equipment';
import { EquipmentForm } from '../components/EquipmentForm';
import { ImageSaveStatus, useImageSave } from '../components/ImageSave';
import { bodyOf, emptyEquipment, validateEquipment } from '../lib/form-values';
import { equipmentTexts as texts } from '../texts';

/**
 * /Admin/Equipment/Add (docs/spec.md §2, §5): name required, video address and switch, rich-text
 * instructions and an optional image. Creating toasts 'Success' / 'Created <name>', then sends the
 * image and opens the obstacle's Edit screen. An image the server refuses leaves the obstacle
 * created: the page says so in place of the form (which would create it twice) and offers the same
 * image again, or Edit without it.
 */
export default function EquipmentAddPage({ title }: AdminPageProps) {
  const create = useCreateEquipment();
  const navigate = useNavigate();
  const openEdit = (id: number) => navigate(paths.admin.equipment.edit(id));
  const image = useImageSave({ onStored: openEdit });
  const form = useCheckedForm({ initialValues: emptyEquipment, validate: validateEquipment });
  const submit = useFormSubmit({
    form,
    save: (values) => create.mutateAsync(bodyOf(values)),
    successNotice: (created) => createdNotice(created.name),
    onSuccess: (created, values) => {
      if (values.image) void image.save(created, values.image);
      else openEdit(created.id);
    },
  });
  const unsaved = image.unsaved;

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{title}</Title>
      {/* Once the obstacle exists the form is done: sending it again would create a second one. */}
      {image.saving || unsaved ? (
        <ImageSaveStatus image={image}>
          {unsaved && (
            <Button component={Link} to={paths.admin.equipment.edit(unsaved.equipmentId)} variant="default">
              {texts.openWithoutImage}
            </Button>
          )}
        </ImageSaveStatus>
      ) : (
        <EquipmentForm form={form} submit={submit} label={title} button={texts.createButton} />
      )}
    </Stack>
  );
}
