import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  type PointerSensorOptions,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack } from '@mantine/core';
import { type PointerEvent as ReactPointerEvent, useEffect, useRef } from 'react';
import type { AdminSiteEquipment } from '../../../../../shared/schemas/location';
import { courseTexts, itemLabel, positionText } from '../lib/site-equipment-order';
import { type MoveButton, SiteEquipmentItem } from './SiteEquipmentItem';

/**
 * Mouse and pen through pointer events; a finger goes to the TouchSensor instead (its short hold
 * tells a drag from a tap), since pointer events also fire for touches and would claim them first.
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (event: ReactPointerEvent, options: PointerSensorOptions) =>
        event.nativeEvent.pointerType !== 'touch' && PointerSensor.activators[0].handler(event, options),
    },
  ];
}

/** A course is a column: dragged items move up and down only. */
const alongTheColumn: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export interface FocusRequest {
  id: number;
  button: MoveButton;
}

interface SiteEquipmentSortableProps {
  locationId: number;
  course: AdminSiteEquipment[];
  onMove: (item: AdminSiteEquipment, to: number, button?: MoveButton) => void;
  onRemove: (item: AdminSiteEquipment, label: string) => void;
  /** After a Move button is used, the button to focus once the list shows the new order. */
  focus: FocusRequest | null;
}

/** The course as a sortable list: drag a handle, or use the Move buttons; both end in `onMove`. */
export function SiteEquipmentSortable({
  locationId,
  course,
  onMove,
  onRemove,
  focus,
}: SiteEquipmentSortableProps) {
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // React moves a row's element when the order changes, and a moved element loses focus: give it
  // back, to the other Move button when the item reached an end (a disabled button takes no focus).
  // Only while focus is lost, so a later reload never pulls focus from where the admin went next.
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (!focus || course.length === 0 || !lost) return;
    const other: MoveButton = focus.button === 'up' ? 'down' : 'up';
    const wanted = buttons.current.get(`${focus.id}:${focus.button}`);
    const target = wanted && !wanted.disabled ? wanted : buttons.current.get(`${focus.id}:${other}`);
    target?.focus();
  }, [focus, course]);

  const position = (id: UniqueIdentifier | undefined) => course.findIndex((item) => item.id === id);
  const labelOf = (id: UniqueIdentifier) => itemLabel(course, position(id));
  const where = (id: UniqueIdentifier) => positionText(position(id), course.length);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}, ${where(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} is over ${where(over.id)}.`
        : `${labelOf(active.id)} is outside the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} dropped at ${where(over.id)}.`
        : `${labelOf(active.id)} dropped outside the list; it stays at ${where(active.id)}.`,
    onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} cancelled; it stays at ${where(active.id)}.`,
  };

  function dropped({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const item = course[position(active.id)];
    if (item) onMove(item, position(over.id));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongTheColumn]}
      onDragEnd={dropped}
      accessibility={{ announcements, screenReaderInstructions: { draggable: courseTexts.instructions } }}
    >
      <SortableContext items={course.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <Stack
          component="ol"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={courseTexts.listLabel}
        >
          {course.map((item, index) => (
            <SiteEquipmentItem
              key={item.id}
              locationId={locationId}
              item={item}
              position={index}
              total={course.length}
              label={itemLabel(course, index)}
              onMove={onMove}
              onRemove={onRemove}
              buttonRef={(button) => (element) => {
                const key = `${item.id}:${button}`;
                if (element) buttons.current.set(key, element);
                else buttons.current.delete(key);
              }}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
