import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { siteEquipment } from '../db/schema/index';
import { storeSplits } from '../services/leaderboard/record-splits';
import { createEquipment, createLocation, createSiteEquipment, createTime } from './factories';

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

/**
 * A time whose splits cut `segments` (ms per obstacle) over `equipmentIds`, stored as a save stores
 * them; the duration is their sum.
 */
export async function createSplitRun(
  db: DbOrTx,
  run: {
    userId: number;
    locationId: number;
    equipmentIds: number[];
    segments: number[];
    timeCompleted?: Date;
  },
) {
  let ms = 0;
  const splits = run.segments.map((segment, position) => {
    ms += segment;
    return { equipmentId: run.equipmentIds[position], ms };
  });
  const time = await createTime(db, {
    userId: run.userId,
    locationId: run.locationId,
    duration: ms,
    timeCompleted: run.timeCompleted,
  });
  await storeSplits(db, {
    timeId: time.id,
    userId: run.userId,
    locationId: run.locationId,
    timeCompleted: time.timeCompleted,
    splits,
  });
  return { time, splits };
}
