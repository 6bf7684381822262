import { eq } from 'drizzle-orm';
import { IMAGE_SIZES } from '../../adapters/images';
import { users } from '../../db/schema/index';
import type { Deps, SignedIn } from '../deps';

/**
 * The member's profile photo through the image pipeline (docs/architecture.md, "Images"): a
 * 300×300 WebP; every board row of theirs shows it (the users trigger tells live boards).
 */
export async function updatePhoto(
  { db, actor, now, images }: Deps<'db' | 'now' | 'images'> & SignedIn,
  { bytes }: { bytes: Buffer },
): Promise<{ url: string }> {
  const { url } = await images.store(bytes, IMAGE_SIZES.photo);
  await db.update(users).set({ photoUrl: url, updatedAt: now }).where(eq(users.id, actor.id));
  return { url };
}
