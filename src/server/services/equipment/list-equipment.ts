import { asc, sql } from 'drizzle-orm';
import { type EquipmentRow, equipment } from '../../db/schema/index';
import type { Deps } from '../deps';

/** Every obstacle, by name. */
export function listEquipment({ db }: Deps<'db'>): Promise<EquipmentRow[]> {
  return db
    .select()
    .from(equipment)
    .orderBy(asc(sql`lower(${equipment.name})`), asc(equipment.id));
}
