import { type EquipmentRow, equipment } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import type { Deps, SignedIn } from '../deps';
import { freeEquipmentPath, pathTakenErrorOf } from './equipment-path';

/** An obstacle as the admin describes it: its path comes from the name, its image comes later. */
export interface NewEquipment {
  name: string;
  /** Editor HTML; its column sanitises it. */
  instructions: string;
  videoUrl: string | null;
  showVideo: boolean;
}

/**
 * An admin adds an obstacle (docs/spec.md §5: name required). Its path comes from the name and is unique in
 * any case (409 naming `name`); the instructions are sanitised by their column as they are stored.
 */
export async function createEquipment(
  { db, actor }: Deps<'db'> & SignedIn,
  input: NewEquipment,
): Promise<EquipmentRow> {
  try {
    return await db.transaction(async (tx) => {
      const path = await freeEquipmentPath(tx, { name: input.name });
      const [row] = await tx
        .insert(equipment)
        .values({ ...input, path })
        .returning();
      await recordAudit(tx, { actor, action: 'create', entity: 'equipment', entityId: row.id, after: row });
      return row;
    });
  } catch (error) {
    throw pathTakenErrorOf(error);
  }
}
