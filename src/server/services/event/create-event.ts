import { events } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import type { Deps, SignedIn } from '../deps';
import { pathFrom } from '../location/location-values';
import {
  assertEventLocation,
  assertEventPathFree,
  type EventInput,
  eventConflictOf,
  scoringOf,
} from './event-values';
import { getEvent } from './get-event';
import type { EventRow } from './select-events';

/**
 * Adds an event (admins; docs/spec.md §5): at an active location (404 unknown, 400 disabled), its path made
 * from the name unless written and unique in any case (409 naming the field), its content sanitised
 * by the column. The route's schema has already checked the times (SPEC's two messages).
 */
export async function createEvent(
  { db, actor }: Deps<'db'> & SignedIn,
  input: EventInput,
): Promise<EventRow> {
  const path = pathFrom(input);
  const scoring = scoringOf(input);
  try {
    return await db.transaction(async (tx) => {
      await assertEventLocation(tx, { locationId: input.locationId });
      await assertEventPathFree(tx, input, { path });
      const [row] = await tx
        .insert(events)
        .values({
          name: input.name,
          path,
          content: input.content,
          locationId: input.locationId,
          startTime: input.startTime,
          endTime: input.endTime,
          ...scoring,
        })
        .returning();
      await recordAudit(tx, { actor, action: 'create', entity: 'event', entityId: row.id, after: row });
      return getEvent({ db: tx }, { id: row.id });
    });
  } catch (error) {
    throw eventConflictOf(error, input, path);
  }
}
