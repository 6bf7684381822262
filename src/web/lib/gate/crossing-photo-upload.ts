import type { GateRole } from '../../../shared/gate/pairing';
import type { CrossingPhotoAnswer } from '../../../shared/schemas/gate';
import { ApiError, apiUpload } from '../api-client';
import { pairingHeaders } from './pairing-headers';

/** Tries, and the wait between them: the crossing's own post may still be on its way. */
const ATTEMPTS = 4;
const RETRY_MS = 1_500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Worth another try: offline, the server busy, or the crossing not stored yet (400 naming role). */
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 429 || Boolean(error.fields?.role);

/**
 * Sends a crossing's picture (`useGateCamera`'s onCrossingPhoto) to POST /api/Gate/CrossingPhoto.
 * The picture is evidence, not timing: it is sent after the crossing, a few tries over some
 * seconds, and a picture that cannot be sent is given up (null) without troubling the run.
 */
export async function sendCrossingPhoto(
  {
    pairingId,
    role,
    blob,
    pairingToken,
  }: { pairingId: number; role: GateRole; blob: Blob; pairingToken?: string },
  retryMs = RETRY_MS,
): Promise<CrossingPhotoAnswer | null> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const form = new FormData();
    form.append('pairingId', String(pairingId));
    form.append('role', role);
    form.append('file', blob, blob.type === 'image/jpeg' ? 'crossing.jpg' : 'crossing.webp');
    try {
      return await apiUpload<CrossingPhotoAnswer>('/Gate/CrossingPhoto', form, pairingHeaders(pairingToken));
    } catch (error) {
      if (attempt === ATTEMPTS || !worthRetrying(error)) return null;
      await wait(retryMs);
    }
  }
  return null;
}
