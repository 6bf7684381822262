import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { siteEquipment } from '../db/schema/index';
import { createEquipment, createLocation, createSiteEquipment } from './factories';

/**
 * A location whose course holds new obstacles named `<name> <location id>`, at positions 0…n-1 in the
 * given order (the site-equipment tests).
 */
export async function createCourse(
  db: DbOrTx,
  obstacles: string[],
  overrides: Parameters<typeof createLocation>[1] = {},
) {
  const location = await createLocation(db, overrides);
  const sites = [];
  for (const [index, name] of obstacles.entries()) {
    const equipment = await createEquipment(db, {
      name: `${name} ${location.id}`,
      path: `${name}-${location.id}`,
    });
    sites.push(await createSiteEquipment(db, { locationId: location.id, equipmentId: equipment.id, index }));
  }
  return { location, sites };
}

/** The stored positions of a location's course, in order. */
export async function storedPositions(db: DbOrTx, locationId: number): Promise<number[]> {
  const rows = await db
    .select({ index: siteEquipment.index })
    .from(siteEquipment)
    .where(eq(siteEquipment.locationId, locationId))
    .orderBy(asc(siteEquipment.index));
  return rows.map((row) => row.index);
}

/** A site-equipment answer as the tests read it. */
export interface SiteItem {
  id: number;
  index: number;
  equipment: { id: number; name: string };
}

export const positionsOf = (items: SiteItem[]) => items.map((item) => item.index);
