import { eq } from 'drizzle-orm';
import { equipment, siteEquipment } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/http-errors';
import type { Deps, SignedIn } from '../deps';
import { lockCourse, placeAt, renumberCourse } from './course-order';
import { listSiteEquipment, type SiteEquipmentRow } from './list-site-equipment';

interface NewSiteEquipment {
  locationId: number;
  equipmentId: number;
  /** Course position; the obstacles from there on move one down. Past the end: last. */
  index: number;
}

/**
 * Puts an obstacle on a location's course (admins; docs/spec.md §7 AddEquipment). The same obstacle may appear
 * twice (a course can have two balance beams). Positions stay 0…n-1. Answers the course after it.
 */
export async function addSiteEquipment(
  { db, actor }: Deps<'db'> & SignedIn,
  input: NewSiteEquipment,
): Promise<SiteEquipmentRow[]> {
  return db.transaction(async (tx) => {
    const course = await lockCourse(tx, input.locationId);
    const [item] = await tx
      .select({ id: equipment.id })
      .from(equipment)
      .where(eq(equipment.id, input.equipmentId));
    if (!item) throw notFound('Equipment');

    const position = Math.min(input.index, course.length);
    const [added] = await tx
      .insert(siteEquipment)
      .values({ locationId: input.locationId, equipmentId: input.equipmentId, index: position })
      .returning();
    await renumberCourse(tx, placeAt(course, added, position));
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'site_equipment',
      entityId: added.id,
      after: added,
    });
    return listSiteEquipment({ db: tx }, { locationId: input.locationId });
  });
}
