import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { AdminSiteEquipment } from '../../../../../shared/schemas/location';
import { courseTexts } from '../lib/site-equipment-order';
import { SegmentFloorField } from './SegmentFloorField';

export type MoveButton = 'up' | 'down';

interface SiteEquipmentItemProps {
  locationId: number;
  item: AdminSiteEquipment;
  position: number;
  total: number;
  /** The item's name in button labels (with its place when the obstacle is on the course twice). */
  label: string;
  onMove: (item: AdminSiteEquipment, to: number, button: MoveButton) => void;
  onRemove: (item: AdminSiteEquipment, label: string) => void;
  /** Lets the editor give focus back to a Move button after the list re-renders in the new order. */
  buttonRef: (button: MoveButton) => (element: HTMLButtonElement | null) => void;
}

/**
 * One obstacle of the course: a drag handle (pointer, touch or keyboard through dnd-kit), its place
 * and name, and Move up / Move down / Remove buttons, each 48 px and named after the obstacle, then
 * its minimum seconds in a split. On a phone the buttons wrap under the name rather than squeezing it.
 */
export function SiteEquipmentItem({
  locationId,
  item,
  position,
  total,
  label,
  onMove,
  onRemove,
  buttonRef,
}: SiteEquipmentItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      p="xs"
      shadow={isDragging ? 'md' : undefined}
      data-testid="course-item"
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      <Group wrap="nowrap" gap="xs" align="center">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="dark"
          aria-label={courseTexts.drag(label)}
          // The handle alone takes the gesture: the rest of the row still scrolls the page on a phone.
          style={{ touchAction: 'none', cursor: isDragging ? 'grabbing' : 'grab' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical aria-hidden="true" />
        </ActionIcon>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text
              fw={500}
              style={{ flex: '1 1 8rem', minWidth: 0, overflowWrap: 'anywhere' }}
              data-testid="course-item-name"
            >
              {`${position + 1}. ${item.equipment.name}`}
            </Text>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                ref={buttonRef('up')}
                variant="default"
                aria-label={courseTexts.moveUp(label)}
                disabled={position === 0}
                onClick={() => onMove(item, position - 1, 'up')}
              >
                <IconArrowUp aria-hidden="true" />
              </ActionIcon>
              <ActionIcon
                ref={buttonRef('down')}
                variant="default"
                aria-label={courseTexts.moveDown(label)}
                disabled={position === total - 1}
                onClick={() => onMove(item, position + 1, 'down')}
              >
                <IconArrowDown aria-hidden="true" />
              </ActionIcon>
              <ActionIcon
                variant="light"
                color="red.9"
                aria-label={courseTexts.remove(label)}
                onClick={() => onRemove(item, label)}
              >
                <IconTrash aria-hidden="true" />
              </ActionIcon>
            </Group>
          </Group>
          <SegmentFloorField locationId={locationId} item={item} label={label} />
        </Stack>
      </Group>
    </Paper>
  );
}
