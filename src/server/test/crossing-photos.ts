import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbOrTx } from '../db/client';
import { type GatePairingRow, gatePairings } from '../db/schema/index';
import { createTime } from './factories';
import { insertGatePairing } from './gate';
import type { MultipartPart } from './multipart';

/** A crossing picture as a phone sends it: a WebP of seven strips' size with some texture. */
export async function crossingPicture(seed = 1): Promise<MultipartPart> {
  const width = 376;
  const height = 244;
  const pixels = Buffer.alloc(width * height);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i % width) * 3 + Math.floor(i / width) * seed) % 256;
  const file = await sharp(pixels, { raw: { width, height, channels: 1 } })
    .webp({ quality: 60 })
    .toBuffer();
  return { file, filename: 'crossing.webp', type: 'image/webp' };
}

/**
 * A finished pairing of the member's (start 60 s before `now`, finish at `now`), with pictures when
 * given, and the gate time it timed when `timed`.
 */
export async function insertCrossedPairing(
  db: DbOrTx,
  input: {
    userId: number;
    locationId: number;
    now: Date;
    photos?: { start: string | null; finish: string | null };
    timed?: boolean;
  },
): Promise<{ pairing: GatePairingRow; timeId: number | null }> {
  const made = await insertGatePairing(db, input);
  const startAt = new Date(input.now.getTime() - 60_000);
  const [pairing] = await db
    .update(gatePairings)
    .set({
      state: 'finished',
      startAt,
      startUncertaintyMs: 3,
      finishAt: input.now,
      finishUncertaintyMs: 3,
      startPhotoUrl: input.photos?.start ?? null,
      finishPhotoUrl: input.photos?.finish ?? null,
    })
    .where(eq(gatePairings.id, made.id))
    .returning();
  if (!pairing) throw new Error('pairing not updated');
  if (!input.timed) return { pairing, timeId: null };
  const time = await createTime(db, {
    userId: input.userId,
    locationId: input.locationId,
    duration: 60_000,
    timeCompleted: input.now,
    timingMethod: 'gate',
    witnessed: true,
    gatePairingId: pairing.id,
  });
  return { pairing, timeId: time.id };
}
