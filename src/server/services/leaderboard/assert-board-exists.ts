import { eq } from 'drizzle-orm';
import { events, locations } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import type { Deps } from '../deps';

/**
 * 404 when the board's location or event does not exist, so an unknown id is told apart from an
 * empty board. Boards of disabled locations still answer (admin results screens).
 */
export async function assertBoardExists(
  { db }: Deps<'db'>,
  board: { locationId: number } | { eventId: number },
): Promise<void> {
  if ('eventId' in board) {
    const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, board.eventId));
    if (!event) throw notFound('Event');
    return;
  }
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, board.locationId));
  if (!location) throw notFound('Location');
}
