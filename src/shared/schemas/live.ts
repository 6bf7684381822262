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

/** The name of the SSE event a live board stream sends. */
export const BOARD_EVENT = 'board';

/**
 * The name of the stream's keep-alive event, every HEARTBEAT_MS. An event rather than an SSE comment:
 * a browser's EventSource never reports comments, and the web client treats a silent stream as dead.
 */
export const HEARTBEAT_EVENT = 'heartbeat';
