import { eq } from 'drizzle-orm';
import { IMAGE_SIZES } from '../../adapters/images';
import { type EquipmentRow, equipment } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/http-errors';
import type { Deps, SignedIn } from '../deps';

/** The uploaded bytes of an obstacle's new image, as sent (any format the pipeline reads). */
interface EquipmentImage {
  equipmentId: number;
  bytes: Buffer;
}

/**
 * An obstacle's one image (docs/spec.md §2 "Single image only") through the image pipeline
 * (docs/architecture.md, "Images"): a WebP inside 1200×1200 that replaces the old `imageUrl`. The
 * obstacle is looked up first, so an unknown id stores nothing; the old image stays in `images`
 * (keyed by content, another row may show the same picture).
 */
export async function addEquipmentImage(
  { db, actor, images }: Deps<'db' | 'images'> & SignedIn,
  input: EquipmentImage,
): Promise<EquipmentRow> {
  const [exists] = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(eq(equipment.id, input.equipmentId))
    .limit(1);
  if (!exists) throw notFound('Equipment');
  const { url } = await images.store(input.bytes, IMAGE_SIZES.equipment);

  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(equipment)
      .where(eq(equipment.id, input.equipmentId))
      .for('update');
    // Deleted by another admin while the image was processed.
    if (!before) throw notFound('Equipment');
    const [after] = await tx
      .update(equipment)
      .set({ imageUrl: url })
      .where(eq(equipment.id, input.equipmentId))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'equipment',
      entityId: input.equipmentId,
      before,
      after,
    });
    return after;
  });
}
