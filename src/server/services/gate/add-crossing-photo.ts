import { eq } from 'drizzle-orm';
import type { GateRole } from '../../../shared/gate/pairing';
import { CROSSING_PHOTO_MAX_BYTES } from '../../../shared/gate/photo';
import { IMAGE_SIZES } from '../../adapters/images';
import { type GatePairingRow, gatePairings } from '../../db/schema/index';
import { HttpError, invalidField } from '../../lib/http-errors';
import type { Deps } from '../deps';
import { loadGatePairing } from './load-gate-pairing';

interface CrossingPhoto {
  pairingId: number;
  role: GateRole;
  /** The phone's picture as sent (WebP or JPEG); re-encoded by the image pipeline. */
  bytes: Buffer;
}

export const crossingPhotoMessages = {
  notCrossed: (role: GateRole) => `The ${role} has not been crossed yet`,
  tooLarge: `A crossing photo is at most ${CROSSING_PHOTO_MAX_BYTES / 1024} KB`,
};

const crossedAt = (pairing: GatePairingRow, role: GateRole) =>
  role === 'start' ? pairing.startAt : pairing.finishAt;

/**
 * The picture of a pairing's start or finish (docs/timing.md, "A photo of each crossing"), made on
 * the phone. Only for a crossing the server has: a picture of none is a 400 naming `role`. The
 * pairing is looked up before the picture is decoded, so an unknown or foreign one stores nothing;
 * a second picture of the same crossing replaces the first (a phone resending after a lost answer).
 */
export async function addCrossingPhoto(
  { db, actor, pairingAccess, images }: Deps<'db' | 'images' | 'actor' | 'pairingAccess'>,
  input: CrossingPhoto,
): Promise<{ pairingId: number; role: GateRole; url: string }> {
  if (input.bytes.length > CROSSING_PHOTO_MAX_BYTES) {
    throw new HttpError(413, crossingPhotoMessages.tooLarge, { file: crossingPhotoMessages.tooLarge });
  }
  const pairing = await loadGatePairing(
    db,
    { actor, pairingAccess },
    { id: input.pairingId, lock: false, crossing: input.role },
  );
  if (!crossedAt(pairing, input.role))
    throw invalidField('role', crossingPhotoMessages.notCrossed(input.role));
  const { url } = await images.store(input.bytes, IMAGE_SIZES.crossing);
  const column = input.role === 'start' ? { startPhotoUrl: url } : { finishPhotoUrl: url };
  await db.update(gatePairings).set(column).where(eq(gatePairings.id, pairing.id));
  return { pairingId: pairing.id, role: input.role, url };
}
