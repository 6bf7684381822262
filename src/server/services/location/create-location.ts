import { DEFAULT_TIME_ZONE, STATE_TIME_ZONES } from '../../../shared/time-zone';
import { type LocationRow, locations } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import type { Deps, SignedIn } from '../deps';
import { assertLocationFree, type LocationInput, locationConflictOf, pathFrom } from './location-values';

/**
 * Adds a location (admins; docs/spec.md §5): its name and path unique in any case (409 naming the field), the
 * path made from the name unless written, active from the start. One transaction with its audit row.
 */
export async function createLocation(
  { db, actor }: Deps<'db'> & SignedIn,
  input: LocationInput,
): Promise<LocationRow> {
  const path = pathFrom(input);
  try {
    return await db.transaction(async (tx) => {
      await assertLocationFree(tx, input, { path });
      const [row] = await tx
        .insert(locations)
        .values({
          name: input.name,
          path,
          streetNumber: input.streetNumber ?? null,
          streetAddress: input.streetAddress,
          city: input.city,
          state: input.state,
          minimumSeconds: input.minimumSeconds ?? null,
          gateOnly: input.gateOnly ?? false,
          timeZone: input.timeZone ?? STATE_TIME_ZONES[input.state] ?? DEFAULT_TIME_ZONE,
        })
        .returning();
      await recordAudit(tx, { actor, action: 'create', entity: 'location', entityId: row.id, after: row });
      return row;
    });
  } catch (error) {
    throw locationConflictOf(error, input, path);
  }
}
