import { z } from 'zod';

export const roleSchema = z.object({ id: z.number().int(), name: z.string() });
export const roleListResponse = z.array(roleSchema);
export type Role = z.infer<typeof roleSchema>;
