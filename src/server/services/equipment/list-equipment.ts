import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { equipment } from '../../db/schema/index';
import type { EquipmentRow } from '../../presenters/equipment';

/** Every obstacle, by name. */
export function listEquipment({ db }: { db: DbOrTx }): Promise<EquipmentRow[]> {
  return db
    .select()
    .from(equipment)
    .orderBy(asc(sql`lower(${equipment.name})`), asc(equipment.id));
}
