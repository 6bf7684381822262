import { describe, expect, it } from 'vitest';
import type { AdminSiteEquipment } from '../../../../../shared/schemas/location';
import { itemLabel, movedItem } from './site-equipment-order';

function course(...names: string[]): AdminSiteEquipment[] {
  return names.map((name, index) => ({
    id: 100 + index,
    index,
    minSegmentSeconds: null,
    equipment: {
      id: index + 1,
      name,
      path: name,
      imageUrl: null,
      videoUrl: null,
      showVideo: false,
      instructions: '',
    },
  }));
}

const order = (items: AdminSiteEquipment[]) => items.map((item) => `${item.index}:${item.equipment.name}`);

describe('movedItem', () => {
  it('moves one item and renumbers the rest 0…n-1, like UpdateEquipmentIndex', () => {
    const wall = course('Wall', 'Rings', 'Beam');
    expect(order(movedItem(wall, 102, 0))).toEqual(['0:Beam', '1:Wall', '2:Rings']);
    expect(order(movedItem(wall, 100, 1))).toEqual(['0:Rings', '1:Wall', '2:Beam']);
    expect(order(movedItem(wall, 101, 2))).toEqual(['0:Wall', '1:Beam', '2:Rings']);
  });

  it('clamps the target to the course and leaves an unknown id alone', () => {
    const wall = course('Wall', 'Rings');
    expect(order(movedItem(wall, 100, 99))).toEqual(['0:Rings', '1:Wall']);
    expect(order(movedItem(wall, 101, -3))).toEqual(['0:Rings', '1:Wall']);
    expect(movedItem(wall, 7, 0)).toBe(wall);
  });

  it('keeps the items it does not renumber as they were (no needless re-render)', () => {
    const wall = course('Wall', 'Rings', 'Beam');
    const moved = movedItem(wall, 101, 2);
    expect(moved[0]).toBe(wall[0]);
    expect(moved[1]).not.toBe(wall[2]);
  });
});

describe('itemLabel', () => {
  it("is the obstacle's name, with its place only when it is on the course twice", () => {
    const beams = course('Beam', 'Wall', 'Beam');
    expect(itemLabel(beams, 1)).toBe('Wall');
    expect(itemLabel(beams, 0)).toBe('Beam (number 1)');
    expect(itemLabel(beams, 2)).toBe('Beam (number 3)');
  });
});
