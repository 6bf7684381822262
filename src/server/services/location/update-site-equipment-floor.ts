import { eq } from 'drizzle-orm';
import { siteEquipment } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/http-errors';
import type { Deps, SignedIn } from '../deps';
import { lockCourse } from './course-order';
import { listSiteEquipment, type SiteEquipmentRow } from './list-site-equipment';

interface SiteEquipmentFloor {
  siteEquipmentId: number;
  locationId: number;
  /** The least a split's segment on this obstacle may take, 1–3600 s; null: the 1 s floor. */
  minSegmentSeconds: number | null;
}

/**
 * Sets how long an obstacle of a course takes at the least (admins): a split whose segment on it is
 * shorter is refused from then on (record-splits.ts). Splits saved before stay. The course is locked
 * like its other edits, and the change is audited with it. An id not on this location's course is a
 * 404. Answers the course after it.
 */
export async function updateSiteEquipmentFloor(
  { db, actor }: Deps<'db'> & SignedIn,
  input: SiteEquipmentFloor,
): Promise<SiteEquipmentRow[]> {
  return db.transaction(async (tx) => {
    const course = await lockCourse(tx, input.locationId);
    const before = course.find((row) => row.id === input.siteEquipmentId);
    if (!before) throw notFound('Site equipment');
    if (before.minSegmentSeconds !== input.minSegmentSeconds) {
      const [after] = await tx
        .update(siteEquipment)
        .set({ minSegmentSeconds: input.minSegmentSeconds })
        .where(eq(siteEquipment.id, before.id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: 'update',
        entity: 'site_equipment',
        entityId: before.id,
        before,
        after,
      });
    }
    return listSiteEquipment({ db: tx }, { locationId: input.locationId });
  });
}
