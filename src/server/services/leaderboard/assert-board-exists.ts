import { eq, type SQL, sql } from 'drizzle-orm';
import { events, locations } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import type { Deps } from '../deps';

type Board = { locationId: number } | { eventId: number };

/**
 * 404 when the board's location or event does not exist, so an unknown id is told apart from an
 * empty board. Boards of disabled locations still answer (admin results screens).
 */
export async function assertBoardExists({ db }: Deps<'db'>, board: Board): Promise<void> {
  if ('eventId' in board) {
    const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, board.eventId));
    if (!event) throw boardNotFound(board);
    return;
  }
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, board.locationId));
  if (!location) throw boardNotFound(board);
}

/** The 404 of an unknown board, naming what is missing. */
export const boardNotFound = (board: Board) => notFound('eventId' in board ? 'Event' : 'Location');

/** The same question in SQL, for a statement that ranks the board as it asks (rank-board-once.ts). */
export const boardExists = (board: Board): SQL =>
  'eventId' in board
    ? sql`exists (select from events where id = ${board.eventId})`
    : sql`exists (select from locations where id = ${board.locationId})`;
