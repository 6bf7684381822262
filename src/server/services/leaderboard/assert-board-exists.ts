import { eq } from 'drizzle-orm';
import { events, locations } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import type { Deps } from '../deps';

export interface BoardFacts {
  /** Casual times under this many ms are hidden from the location's casual boards (0: none). */
  minimumMs: number;
  /** The location's casual boards count gate-timed runs only (false for an event). */
  gateOnly: boolean;
}

/**
 * 404 when the board's location or event does not exist, so an unknown id is told apart from an
 * empty board. Boards of disabled locations still answer (admin results screens).
 */
export async function assertBoardExists(
  { db }: Deps<'db'>,
  board: { locationId: number } | { eventId: number },
): Promise<BoardFacts> {
  if ('eventId' in board) {
    const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, board.eventId));
    if (!event) throw notFound('Event');
    return { minimumMs: 0, gateOnly: false };
  }
  const [location] = await db
    .select({ minimumSeconds: locations.minimumSeconds, gateOnly: locations.gateOnly })
    .from(locations)
    .where(eq(locations.id, board.locationId));
  if (!location) throw notFound('Location');
  return { minimumMs: (location.minimumSeconds ?? 0) * 1000, gateOnly: location.gateOnly };
}
