import { z } from 'zod';
import { limits, STATES } from '../limits';
import { idField, tooLong } from './common';
import { equipmentSchema } from './equipment';

export const stateSchema = z.enum(STATES, { error: `State must be one of ${STATES.join(', ')}` });

export const locationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  streetNumber: z.string().nullable(),
  streetAddress: z.string(),
  city: z.string(),
  state: z.string(),
  /** Full address text, e.g. '12 Beach Rd, Bondi NSW' (formatAddress in shared/address.ts). */
  location: z.string(),
  gMapsUrl: z.string(),
  disabled: z.boolean(),
  /** The fastest plausible run of the course: a casual time under it is refused (null: no minimum). */
  minimumSeconds: z.number().int().nullable(),
});
export type Location = z.infer<typeof locationSchema>;

/** The short form used inside events and leaderboard rows. */
export const locationRefSchema = z.object({ id: z.number().int(), name: z.string(), path: z.string() });
export type LocationRef = z.infer<typeof locationRefSchema>;

export const locationListResponse = z.array(locationSchema);

export const locationsAndStatesResponse = z.object({
  locations: z.array(locationSchema),
  /** States having at least one active location, sorted. */
  states: z.array(z.string()),
});
export type LocationsAndStates = z.infer<typeof locationsAndStatesResponse>;

export const listStateQuery = z.object({ state: stateSchema });
export type ListStateQuery = z.infer<typeof listStateQuery>;

export const getLocationBody = z.object({
  path: z
    .string({ error: (issue) => (issue.input === undefined ? 'Path is required' : 'Path must be text') })
    .trim()
    .min(1, 'Path is required')
    .max(limits.pathMax, tooLong('Path', limits.pathMax)),
});
export type GetLocationBody = z.infer<typeof getLocationBody>;

export const locationIdBody = z.object({ locationId: idField('Location id') });
export type LocationIdBody = z.infer<typeof locationIdBody>;

export const siteEquipmentSchema = z.object({
  id: z.number().int(),
  /** Position of the obstacle on the course. */
  index: z.number().int(),
  equipment: equipmentSchema,
});
export type SiteEquipment = z.infer<typeof siteEquipmentSchema>;

export const siteEquipmentListResponse = z.array(siteEquipmentSchema);
