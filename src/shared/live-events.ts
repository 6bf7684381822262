/**
 * The event names of a live board stream (GET /api/Live/...), shared by the server that sends them and
 * the web that follows them. Apart from the stream's schemas (schemas/live.ts) so the web's first load
 * takes them without zod.
 */

/** The name of the SSE event a live board stream sends. */
export const BOARD_EVENT = 'board';

/**
 * The name of the stream's keep-alive event, every HEARTBEAT_MS. An event rather than an SSE comment:
 * a browser's EventSource never reports comments, and the web client treats a silent stream as dead.
 */
export const HEARTBEAT_EVENT = 'heartbeat';
