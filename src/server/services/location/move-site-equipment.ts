import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/http-errors';
import type { Deps, SignedIn } from '../deps';
import { lockCourse, placeAt, renumberCourse } from './course-order';
import { listSiteEquipment, type SiteEquipmentRow } from './list-site-equipment';

interface SiteEquipmentMove {
  siteEquipmentId: number;
  locationId: number;
  /** The new course position; past the end: last. */
  index: number;
}

/**
 * Moves one obstacle to a new place on its course (admins; docs/spec.md §7 UpdateEquipmentIndex: drag and
 * drop, or move up / down). The others shift, so positions stay 0…n-1 with no gaps or repeats, also
 * when two admins reorder at once (the course is locked, course-order.ts). An id that is not on this
 * location's course is a 404. Answers the course after it.
 */
export async function moveSiteEquipment(
  { db, actor }: Deps<'db'> & SignedIn,
  move: SiteEquipmentMove,
): Promise<SiteEquipmentRow[]> {
  return db.transaction(async (tx) => {
    const course = await lockCourse(tx, move.locationId);
    const moved = course.find((row) => row.id === move.siteEquipmentId);
    if (!moved) throw notFound('Site equipment');

    const others = course.filter((row) => row.id !== moved.id);
    const order = placeAt(others, moved, move.index);
    await renumberCourse(tx, order);
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'site_equipment',
      entityId: moved.id,
      before: moved,
      after: { ...moved, index: order.indexOf(moved) },
    });
    return listSiteEquipment({ db: tx }, { locationId: move.locationId });
  });
}
