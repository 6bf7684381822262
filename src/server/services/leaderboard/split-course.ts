import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { equipment, locations, siteEquipment } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';

/** An obstacle of a course, in course order. */
export interface CourseObstacle {
  equipmentId: number;
  name: string;
}

/**
 * The key of an obstacle order as time_splits.course stores it ('4,9,2'): runs compare only with
 * runs of the same key, so a course changed later starts a new history.
 */
export const courseKey = (equipmentIds: readonly number[]): string => equipmentIds.join(',');

/**
 * A location's state and course in one query (the reads of MySplits and Segments start here); a 404
 * when there is no such location.
 */
export async function readLocationCourse(
  db: DbOrTx,
  locationId: number,
): Promise<{ disabled: boolean; course: CourseObstacle[] }> {
  const rows = await db
    .select({ disabled: locations.disabled, equipmentId: siteEquipment.equipmentId, name: equipment.name })
    .from(locations)
    .leftJoin(siteEquipment, eq(siteEquipment.locationId, locations.id))
    .leftJoin(equipment, eq(equipment.id, siteEquipment.equipmentId))
    .where(eq(locations.id, locationId))
    .orderBy(asc(siteEquipment.index), asc(siteEquipment.id));
  if (rows.length === 0) throw notFound('Location');
  const course = rows.flatMap(({ equipmentId, name }) =>
    equipmentId !== null && name !== null ? [{ equipmentId, name }] : [],
  );
  return { disabled: rows[0].disabled, course };
}
