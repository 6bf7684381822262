/**
 * The names of a board and of the families it belongs to, as board_versions counts them and the live
 * streams are followed: 'location:<id>' (every board of a location), 'location:<id>:casual' and
 * 'location:<id>:comp' (its halves), 'event:<id>'. SQL names them through location_board_key and
 * event_board_key (migration 0018), and board-keys.test.ts holds these functions to those.
 */
type LocationBoardKey = `location:${number}` | `location:${number}:${'casual' | 'comp'}`;
export type EventBoardKey = `event:${number}`;

/** A location's boards: all of them, or its casual (`false`) or competitive (`true`) half. */
export function locationBoardKey(locationId: number): `location:${number}`;
export function locationBoardKey(locationId: number, official: boolean): LocationBoardKey;
export function locationBoardKey(locationId: number, official?: boolean): LocationBoardKey {
  if (official === undefined) return `location:${locationId}`;
  return `location:${locationId}:${official ? 'comp' : 'casual'}`;
}

export const eventBoardKey = (eventId: number): EventBoardKey => `event:${eventId}`;
