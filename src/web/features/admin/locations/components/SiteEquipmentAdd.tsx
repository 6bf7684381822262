import { Button, Group, NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { Equipment } from '../../../../../shared/schemas/equipment';
import type { SiteEquipment } from '../../../../../shared/schemas/location';
import { useAddSiteEquipment } from '../api/site-equipment';
import { courseTexts } from '../lib/site-equipment-order';

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
  course: SiteEquipment[];
  equipment: Equipment[];
}) {
  const add = useAddSiteEquipment(locationId);
  const [chosen, setChosen] = useState('');
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

  function submit(event: FormEvent) {
    event.preventDefault();
    const picked = equipment.find((item) => String(item.id) === chosen);
    if (!picked || add.isPending) return;
    add.mutate(
      { equipmentId: picked.id, index: course.length },
      {
        onSuccess: () => {
          setChosen('');
          notifications.show({ color: 'green', message: `Added ${picked.name} to this location` });
        },
        onError: (error) =>
          notifications.show({ color: 'red', title: `${picked.name} was not added`, message: error.message }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={courseTexts.addLabel}
          data={options}
          value={chosen}
          onChange={(event) => setChosen(event.currentTarget.value)}
          style={{ flex: '1 1 14rem', minWidth: 0 }}
        />
        <Button
          type="submit"
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          disabled={chosen === ''}
          loading={add.isPending}
        >
          {courseTexts.add}
        </Button>
      </Group>
    </form>
  );
}
