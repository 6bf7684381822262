import { eq } from 'drizzle-orm';
import { type LocationRow, locations } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/http-errors';
import type { Deps, SignedIn } from '../deps';

/**
 * Removes a location from the public (admins; docs/spec.md §4 "disable instead of delete"): its times,
 * events and obstacles stay, it leaves every public list and board, and Update with
 * `disabled: false` brings it back. Disabling a disabled location changes nothing (no audit row).
 */
export async function disableLocation(
  { db, actor }: Deps<'db'> & SignedIn,
  { locationId }: { locationId: number },
): Promise<LocationRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(locations)
      .where(eq(locations.id, locationId))
      .for('no key update');
    if (!before) throw notFound('Location');
    if (before.disabled) return before;
    const [after] = await tx
      .update(locations)
      .set({ disabled: true })
      .where(eq(locations.id, locationId))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'disable',
      entity: 'location',
      entityId: locationId,
      before,
      after,
    });
    return after;
  });
}
