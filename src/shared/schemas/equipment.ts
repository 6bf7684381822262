import { z } from 'zod';
import { idField } from './common';

export const equipmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  /** A site path such as /uploads/equipment/<file>.webp, or null when no image was uploaded. */
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  showVideo: z.boolean(),
  /** Sanitised HTML. */
  instructions: z.string(),
});
export type Equipment = z.infer<typeof equipmentSchema>;

export const equipmentListResponse = z.array(equipmentSchema);

export const getEquipmentBody = z.object({ id: idField('Equipment id') });
export type GetEquipmentBody = z.infer<typeof getEquipmentBody>;
