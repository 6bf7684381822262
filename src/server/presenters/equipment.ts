import type { Equipment } from '../../shared/schemas/equipment';
import type { EquipmentRow } from '../db/schema/index';

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
