import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Equipment } from '../../../../../shared/schemas/equipment';
import type { AdminSiteEquipment } from '../../../../../shared/schemas/location';
import { FormFailure } from '../../../../components/FormFailure';
import { useFormSubmit } from '../../../../lib/form-submit';
import { useCheckedForm } from '../../../../lib/forms';
import { useAddSiteEquipment } from '../api/site-equipment';
import { courseTexts } from '../lib/site-equipment-order';

const noCheck = () => ({});

/**
 * Adds an obstacle at the end of the course. Every obstacle is offered, those already on it too
 * (marked): a course may have the same obstacle twice, which AddEquipment allows.
 */
export function SiteEquipmentAdd({
  locationId,
  course,
  equipment,
}: {
  locationId: number;
  course: AdminSiteEquipment[];
  equipment: Equipment[];
}) {
  const add = useAddSiteEquipment(locationId);
  const form = useCheckedForm({ initialValues: { equipmentId: '' }, validate: noCheck });
  const onCourse = new Set(course.map((item) => item.equipment.id));
  const options = [
    { value: '', label: courseTexts.addPlaceholder },
    ...[...equipment]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((item) => ({
        value: String(item.id),
        label: onCourse.has(item.id) ? `${item.name} (already at this location)` : item.name,
      })),
  ];
  const pickedOf = (id: string) => equipment.find((item) => String(item.id) === id);
  const submit = useFormSubmit({
    form,
    save: ({ equipmentId }) => {
      const picked = pickedOf(equipmentId);
      return picked ? add.mutateAsync({ equipmentId: picked.id, index: course.length }) : null;
    },
    successNotice: (_added, { equipmentId }) => `Added ${pickedOf(equipmentId)?.name} to this location`,
    onSuccess: () => form.reset(),
  });

  return (
    <form onSubmit={submit.onSubmit} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={courseTexts.addLabel}
            data={options}
            style={{ flex: '1 1 14rem', minWidth: 0 }}
            {...form.getInputProps('equipmentId')}
          />
          <Button
            type="submit"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            disabled={form.values.equipmentId === ''}
            loading={submit.pending}
          >
            {courseTexts.add}
          </Button>
        </Group>
        <FormFailure failure={submit.failure} />
      </Stack>
    </form>
  );
}
