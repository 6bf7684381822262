import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Equipment } from '../../../../../shared/schemas/equipment';
import type { AdminSiteEquipment } from '../../../../../shared/schemas/location';
import { useEquipmentList } from '../../../../api/equipment';
import { ConfirmRemove } from '../../../../components/ConfirmRemove';
import { QueryState } from '../../../../components/QueryState';
import { notifyRemoved } from '../../components/notify';
import { useMoveSiteEquipment, useRemoveSiteEquipment, useSiteEquipmentCourse } from '../api/site-equipment';
import { courseTexts, movedItem } from '../lib/site-equipment-order';
import { SiteEquipmentAdd } from './SiteEquipmentAdd';
import type { MoveButton } from './SiteEquipmentItem';
import { type FocusRequest, SiteEquipmentSortable } from './SiteEquipmentSortable';

type Removing = { item: AdminSiteEquipment; label: string };

/**
 * A location's course in order (docs/spec.md §2 "an ordered list of site equipment that can be added,
 * removed and reordered"): add at the end, remove after typing the obstacle's name, reorder by drag
 * and drop or Move up / Move down. A move shows at once and is put back if the server refuses it;
 * every change reloads the course from GetEquipment.
 */
export function SiteEquipmentEditor({ locationId }: { locationId: number }) {
  const course = useSiteEquipmentCourse(locationId);
  const equipment = useEquipmentList();
  const move = useMoveSiteEquipment(locationId);
  const remove = useRemoveSiteEquipment(locationId);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const [said, setSaid] = useState('');

  function moveItem(item: AdminSiteEquipment, to: number, button?: MoveButton) {
    const current = course.data ?? [];
    const after = movedItem(current, item.id, to);
    const position = after.findIndex((entry) => entry.id === item.id);
    setSaid(courseTexts.moved(item.equipment.name, position, after.length));
    setFocus(button ? { id: item.id, button } : null);
    move.mutate(
      { id: item.id, index: to },
      {
        onError: (error) => {
          setSaid(`${courseTexts.moveRefused}: ${error.message}`);
          notifications.show({ color: 'red', title: courseTexts.moveRefused, message: error.message });
        },
      },
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">{courseTexts.intro}</Text>
      <QueryState query={equipment} loading="Loading obstacles…">
        {(all: Equipment[]) =>
          all.length === 0 ? (
            <Text c="dimmed">{courseTexts.noObstacles}</Text>
          ) : (
            <SiteEquipmentAdd locationId={locationId} course={course.data ?? []} equipment={all} />
          )
        }
      </QueryState>
      <QueryState query={course} loading="Loading the course…" empty={courseTexts.empty}>
        {(items) => (
          <SiteEquipmentSortable
            locationId={locationId}
            course={items}
            onMove={moveItem}
            onRemove={(item, label) => setRemoving({ item, label })}
            focus={focus}
          />
        )}
      </QueryState>
      <VisuallyHidden role="status" aria-live="polite">
        {said}
      </VisuallyHidden>
      <ConfirmRemove
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={courseTexts.removeTitle}
        name={removing?.item.equipment.name ?? ''}
        description={courseTexts.removeDescription}
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync(removing.item.id);
          notifyRemoved(`${removing.label} from this location`);
        }}
      />
    </Stack>
  );
}
