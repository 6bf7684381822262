import { eq } from 'drizzle-orm';
import { type LocationRow, locations } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/http-errors';
import type { Deps, SignedIn } from '../deps';
import { assertLocationFree, type LocationInput, locationConflictOf, pathFrom } from './location-values';

interface LocationChanges extends LocationInput {
  id: number;
  /** Absent: unchanged; false enables a disabled location again. */
  disabled?: boolean;
}

/**
 * Saves the edit form of a location (admins). Optional fields left out keep their value; a written
 * path replaces the old one, otherwise the path stays (links and printed signs keep working after a
 * rename). Name and path stay unique (409 naming the field). The row before and after go to the audit.
 * A change the boards show (name, path, minimum, gate-only, state) raises the location's board
 * counter in this transaction (the `locations_shown_bump` trigger, migration 0007).
 */
export async function updateLocation(
  { db, actor }: Deps<'db'> & SignedIn,
  changes: LocationChanges,
): Promise<LocationRow> {
  let path = '';
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(locations)
        .where(eq(locations.id, changes.id))
        .for('no key update');
      if (!before) throw notFound('Location');
      path = changes.path === undefined ? before.path : pathFrom(changes);
      await assertLocationFree(tx, changes, { path, exceptId: before.id });
      const [after] = await tx
        .update(locations)
        .set({
          name: changes.name,
          path,
          streetAddress: changes.streetAddress,
          city: changes.city,
          state: changes.state,
          ...(changes.streetNumber === undefined ? {} : { streetNumber: changes.streetNumber }),
          ...(changes.minimumSeconds === undefined ? {} : { minimumSeconds: changes.minimumSeconds }),
          ...(changes.gateOnly === undefined ? {} : { gateOnly: changes.gateOnly }),
          ...(changes.timeZone === undefined ? {} : { timeZone: changes.timeZone }),
          ...(changes.disabled === undefined ? {} : { disabled: changes.disabled }),
        })
        .where(eq(locations.id, before.id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: 'update',
        entity: 'location',
        entityId: after.id,
        before,
        after,
      });
      return after;
    });
  } catch (error) {
    throw locationConflictOf(error, changes, path);
  }
}
