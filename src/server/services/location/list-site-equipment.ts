import { asc, eq, getTableColumns } from 'drizzle-orm';
import { type EquipmentRow, equipment, locations, siteEquipment } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import type { Deps } from '../deps';

export interface SiteEquipmentRow {
  id: number;
  index: number;
  /** The least its obstacle may take in a split on this course; null: the 1 s floor. */
  minSegmentSeconds: number | null;
  equipment: EquipmentRow;
}

/**
 * The obstacles of a location in course order. One query: starting from the location lets an
 * unknown location (no row) be told apart from one without equipment (one row of nulls).
 */
export async function listSiteEquipment(
  { db }: Deps<'db'>,
  input: { locationId: number },
): Promise<SiteEquipmentRow[]> {
  const rows = await db
    .select({
      id: siteEquipment.id,
      index: siteEquipment.index,
      minSegmentSeconds: siteEquipment.minSegmentSeconds,
      equipment: getTableColumns(equipment),
    })
    .from(locations)
    .leftJoin(siteEquipment, eq(siteEquipment.locationId, locations.id))
    .leftJoin(equipment, eq(equipment.id, siteEquipment.equipmentId))
    .where(eq(locations.id, input.locationId))
    .orderBy(asc(siteEquipment.index), asc(siteEquipment.id));
  if (rows.length === 0) throw notFound('Location');
  return rows.flatMap(({ id, index, minSegmentSeconds, equipment: item }) =>
    id !== null && index !== null && item ? [{ id, index, minSegmentSeconds, equipment: item }] : [],
  );
}
