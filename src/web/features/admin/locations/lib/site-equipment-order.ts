import type { AdminSiteEquipment } from '../../../../../shared/schemas/location';

/**
 * The course after moving one item to `index` (clamped to the course), the others shifting up or
 * down and positions renumbered 0…n-1: what UpdateEquipmentIndex will answer, shown before it does.
 */
export function movedItem(course: AdminSiteEquipment[], id: number, index: number): AdminSiteEquipment[] {
  const from = course.findIndex((item) => item.id === id);
  if (from < 0) return course;
  const to = Math.max(0, Math.min(index, course.length - 1));
  const next = [...course];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next.map((entry, position) => (entry.index === position ? entry : { ...entry, index: position }));
}

/**
 * How buttons and announcements name the item at `position` (from 0): the obstacle's name, and its
 * place when the same obstacle is on the course twice, so 'Move Balance Beam up' is never ambiguous.
 */
export function itemLabel(course: AdminSiteEquipment[], position: number): string {
  const name = course[position]?.equipment.name ?? '';
  const repeated = course.filter((item) => item.equipment.name === name).length > 1;
  return repeated ? `${name} (number ${position + 1})` : name;
}

/** 'Position 2 of 5': where an item stands, for announcements. */
export function positionText(position: number, total: number): string {
  return `position ${position + 1} of ${total}`;
}

/** Texts of the course editor (docs/spec.md leaves them open). */
export const courseTexts = {
  heading: 'Site equipment',
  intro: 'The obstacles in the order the location page shows them.',
  empty: 'No Equipment',
  addLabel: 'Obstacle to add',
  addPlaceholder: 'Choose an obstacle',
  add: 'Add to this location',
  noObstacles: 'No obstacles exist yet. Add one under Equipment first.',
  listLabel: 'Obstacle order',
  instructions:
    'To reorder with the keyboard, focus a drag handle and press Space, move with the arrow keys, then ' +
    'press Space to drop or Escape to cancel. The Move up and Move down buttons do the same in one step.',
  moveUp: (label: string) => `Move ${label} up`,
  moveDown: (label: string) => `Move ${label} down`,
  drag: (label: string) => `Drag ${label} to reorder`,
  remove: (label: string) => `Remove ${label} from this location`,
  removeTitle: 'Remove from this location',
  removeDescription:
    'The obstacle leaves this location; it stays in the equipment list and at other locations.',
  moved: (label: string, position: number, total: number) =>
    `${label} moved to ${positionText(position, total)}.`,
  moveRefused: 'The obstacle order was not saved',
  added: (name: string) => `${name} (added to this location)`,
  floorLabel: 'Minimum seconds on this obstacle',
  floorHelp: (label: string) => `${label}: the least a split may give it. Blank: 1 second.`,
  floorSave: (label: string) => `Save minimum seconds on ${label}`,
  save: 'Save',
  floorSaved: (label: string, seconds: number | string) =>
    seconds === '' ? `${label}: no minimum beyond 1 second` : `${label}: at least ${seconds} seconds`,
};
