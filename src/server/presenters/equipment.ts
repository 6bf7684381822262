import type { Equipment } from '../../shared/schemas/equipment';
import type { equipment } from '../db/schema/index';

export type EquipmentRow = typeof equipment.$inferSelect;

export function presentEquipment(row: EquipmentRow): Equipment {
  return {
    id: row.id,
    name: row.name,
    path: row.path,
    imageUrl: row.imageUrl,
    videoUrl: row.videoUrl,
    showVideo: row.showVideo,
    instructions: row.instructions,
  };
}
