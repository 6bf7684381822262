import { z } from 'zod';
import { idParam } from './common';

export const liveEventParams = z.object({ eventId: idParam('Event id') });
export const liveLocationParams = z.object({ locationId: idParam('Location id') });

/** The data of a `board` event: which board changed ("resync": refetch, something may be missed). */
export const boardEventData = z.object({
  locationId: z.number().int().nullable(),
  eventId: z.number().int().nullable(),
  official: z.boolean().nullable(),
  resync: z.boolean(),
});
export type BoardEventData = z.infer<typeof boardEventData>;
