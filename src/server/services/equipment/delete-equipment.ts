import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { equipment, locations, siteEquipment } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/http-errors';
import type { Deps, SignedIn } from '../deps';

/**
 * Closes the gaps a removal leaves in the course order of these locations, so positions stay
 * 0…n-1 (the order of the remaining obstacles is kept). The caller holds the locations' row locks.
 */
async function renumberCourses(tx: Tx, locationIds: number[]): Promise<void> {
  if (locationIds.length === 0) return;
  await tx.execute(sql`
    update ${siteEquipment} set "index" = ordered.position
    from (
      select ${siteEquipment.id} as id,
        (row_number() over (
          partition by ${siteEquipment.locationId} order by ${siteEquipment.index}, ${siteEquipment.id}
        ) - 1)::integer as position
      from ${siteEquipment}
      where ${inArray(siteEquipment.locationId, locationIds)}
    ) as ordered
    where ${siteEquipment.id} = ordered.id and ${siteEquipment.index} <> ordered.position`);
}

async function siteLocationIds(tx: Tx, equipmentId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ locationId: siteEquipment.locationId })
    .from(siteEquipment)
    .where(eq(siteEquipment.equipmentId, equipmentId));
  return rows.map((row) => row.locationId);
}

/** Locks the location rows not yet in `locked`, in id order, and adds them to it. */
async function lockLocations(tx: Tx, locationIds: number[], locked: Set<number>): Promise<void> {
  const ids = locationIds.filter((locationId) => !locked.has(locationId));
  if (ids.length === 0) return;
  await tx
    .select({ id: locations.id })
    .from(locations)
    .where(inArray(locations.id, ids))
    .orderBy(asc(locations.id))
    .for('update');
  for (const locationId of ids) locked.add(locationId);
}

/**
 * An admin deletes an obstacle, and with it its place on every course, in one transaction. The audit
 * row keeps the obstacle and its site links (with their positions), enough to restore both. The
 * courses it leaves are locked (their location rows, in id order) and renumbered without gaps.
 */
export async function deleteEquipment(
  { db, actor }: Deps<'db'> & SignedIn,
  { id }: { id: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Courses first, then the obstacle: a site-equipment write locks its location before it touches
    // the obstacle's row, so taking them in the same order cannot deadlock with it.
    const locked = new Set<number>();
    await lockLocations(tx, await siteLocationIds(tx, id), locked);
    const [row] = await tx.select().from(equipment).where(eq(equipment.id, id)).for('update');
    if (!row) throw notFound('Equipment');
    const siteLinks = await tx
      .select()
      .from(siteEquipment)
      .where(eq(siteEquipment.equipmentId, id))
      .orderBy(asc(siteEquipment.locationId), asc(siteEquipment.index), asc(siteEquipment.id));
    const locationIds = [...new Set(siteLinks.map((link) => link.locationId))];
    // A course that took the obstacle between the first look and the obstacle's lock.
    await lockLocations(tx, locationIds, locked);

    await tx.delete(siteEquipment).where(eq(siteEquipment.equipmentId, id));
    await tx.delete(equipment).where(eq(equipment.id, id));
    await renumberCourses(tx, locationIds);
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'equipment',
      entityId: id,
      before: { ...row, siteEquipment: siteLinks },
    });
  });
}
