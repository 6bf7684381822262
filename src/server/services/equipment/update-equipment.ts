import { eq } from 'drizzle-orm';
import { type EquipmentRow, equipment } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/http-errors';
import type { Deps, SignedIn } from '../deps';
import type { NewEquipment } from './create-equipment';
import { freeEquipmentPath, pathTakenErrorOf } from './equipment-path';

/** Every field of an obstacle but its image, for the obstacle `id`. */
interface EquipmentChanges extends NewEquipment {
  id: number;
}

/**
 * An admin edits an obstacle: every field but the image (AddImage). A new name moves its path, which
 * must stay unique in any case (409 naming `name`). The audit row holds the row before and after.
 */
export async function updateEquipment(
  { db, actor }: Deps<'db'> & SignedIn,
  { id, ...changes }: EquipmentChanges,
): Promise<EquipmentRow> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(equipment).where(eq(equipment.id, id)).for('update');
      if (!before) throw notFound('Equipment');
      const path = await freeEquipmentPath(tx, { name: changes.name, exceptId: id });
      const [after] = await tx
        .update(equipment)
        .set({ ...changes, path })
        .where(eq(equipment.id, id))
        .returning();
      await recordAudit(tx, { actor, action: 'update', entity: 'equipment', entityId: id, before, after });
      return after;
    });
  } catch (error) {
    throw pathTakenErrorOf(error);
  }
}
