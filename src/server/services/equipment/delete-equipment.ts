import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { equipment, siteEquipment } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/http-errors';
import type { Deps, SignedIn } from '../deps';
import { lockCourse, renumberCourse } from '../location/course-order';

async function siteLocationIds(tx: Tx, equipmentId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ locationId: siteEquipment.locationId })
    .from(siteEquipment)
    .where(eq(siteEquipment.equipmentId, equipmentId));
  return rows.map((row) => row.locationId);
}

/** Locks the courses not yet in `locked` (lockCourse: their location rows), in id order. */
async function lockCourses(tx: Tx, locationIds: number[], locked: Set<number>): Promise<void> {
  for (const locationId of locationIds.filter((id) => !locked.has(id)).sort((a, b) => a - b)) {
    await lockCourse(tx, locationId);
    locked.add(locationId);
  }
}

/**
 * An admin deletes an obstacle, and with it its place on every course, in one transaction. The audit
 * row keeps the obstacle and its site links (with their positions), enough to restore both. The
 * courses it leaves are locked as every course change locks them (services/location/course-order.ts)
 * and renumbered 0…n-1 without gaps.
 */
export async function deleteEquipment(
  { db, actor }: Deps<'db'> & SignedIn,
  { id }: { id: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Courses first, then the obstacle, the order AddEquipment takes them in, so the two cannot deadlock.
    const locked = new Set<number>();
    await lockCourses(tx, await siteLocationIds(tx, id), locked);
    const [row] = await tx.select().from(equipment).where(eq(equipment.id, id)).for('update');
    if (!row) throw notFound('Equipment');
    const siteLinks = await tx
      .select()
      .from(siteEquipment)
      .where(eq(siteEquipment.equipmentId, id))
      .orderBy(asc(siteEquipment.locationId), asc(siteEquipment.index), asc(siteEquipment.id));
    const locationIds = [...new Set(siteLinks.map((link) => link.locationId))];
    // A course that took the obstacle between the first look and the obstacle's lock.
    await lockCourses(tx, locationIds, locked);

    await tx.delete(siteEquipment).where(eq(siteEquipment.equipmentId, id));
    await tx.delete(equipment).where(eq(equipment.id, id));
    for (const locationId of locationIds) await renumberCourse(tx, await lockCourse(tx, locationId));
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'equipment',
      entityId: id,
      before: { ...row, siteEquipment: siteLinks },
    });
  });
}
