import { eq } from 'drizzle-orm';
import { siteEquipment } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/http-errors';
import type { Deps, SignedIn } from '../deps';
import { lockCourse, renumberCourse } from './course-order';
import { listSiteEquipment, type SiteEquipmentRow } from './list-site-equipment';

/**
 * Takes one obstacle off a course by its site-equipment id (admins; docs/spec.md §7 RemoveEquipment); the
 * ones after it move up, so positions stay 0…n-1. Answers the course after it.
 */
export async function removeSiteEquipment(
  { db, actor }: Deps<'db'> & SignedIn,
  { siteEquipmentId }: { siteEquipmentId: number },
): Promise<SiteEquipmentRow[]> {
  return db.transaction(async (tx) => {
    const [site] = await tx
      .select({ locationId: siteEquipment.locationId })
      .from(siteEquipment)
      .where(eq(siteEquipment.id, siteEquipmentId));
    if (!site) throw notFound('Site equipment');
    // Read again under the course lock: another admin may have removed it meanwhile.
    const course = await lockCourse(tx, site.locationId);
    const removed = course.find((row) => row.id === siteEquipmentId);
    if (!removed) throw notFound('Site equipment');

    await tx.delete(siteEquipment).where(eq(siteEquipment.id, siteEquipmentId));
    await renumberCourse(
      tx,
      course.filter((row) => row.id !== siteEquipmentId),
    );
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'site_equipment',
      entityId: siteEquipmentId,
      before: removed,
    });
    return listSiteEquipment({ db: tx }, { locationId: site.locationId });
  });
}
