import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { events } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/http-errors';
import type { Deps, SignedIn } from '../deps';
import { pathFrom } from '../location/location-values';
import {
  assertEventLocation,
  assertEventPathFree,
  type EventInput,
  eventConflictOf,
  hasOfficialTimes,
  scoringOf,
} from './event-values';
import { getEvent } from './get-event';
import type { EventRow } from './select-events';

/**
 * Saves the edit form of an event (admins). A written path replaces the old one, otherwise the path
 * stays (shared links keep working after a rename). An event with official times keeps its location:
 * those times were run there (409 naming locationId). The event row is locked FOR UPDATE, so a
 * referee's time being saved for it finishes first and is counted.
 */
export async function updateEvent(
  { db, actor }: Deps<'db'> & SignedIn,
  changes: EventInput & { id: number },
): Promise<EventRow> {
  let path = '';
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(events).where(eq(events.id, changes.id)).for('update');
      if (!before) throw notFound('Event');
      await assertEventLocation(tx, { locationId: changes.locationId, currentLocationId: before.locationId });
      if (changes.locationId !== before.locationId && (await hasOfficialTimes(tx, before.id)))
        throw conflict(messages.eventLocationHasTimes, { locationId: messages.eventLocationHasTimes }).as(
          'EVENT_HAS_TIMES',
        );
      path = changes.path === undefined ? before.path : pathFrom(changes);
      // A new format re-ranks the event's board: its counter moves and its followers hear of it
      // (migration 0020), and the audit row keeps both.
      const scoring = scoringOf(changes, before);
      await assertEventPathFree(tx, changes, { path, exceptId: before.id });

      const [after] = await tx
        .update(events)
        .set({
          name: changes.name,
          path,
          content: changes.content,
          locationId: changes.locationId,
          startTime: changes.startTime,
          endTime: changes.endTime,
          ...scoring,
        })
        .where(eq(events.id, before.id))
        .returning();
      await recordAudit(tx, { actor, action: 'update', entity: 'event', entityId: after.id, before, after });
      return getEvent({ db: tx }, { id: after.id });
    });
  } catch (error) {
    throw eventConflictOf(error, changes, path);
  }
}
