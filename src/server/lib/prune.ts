import { and, eq, isNotNull, lt, notExists, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { gatePairings, outgoingEmails, outgoingSms, times } from '../db/schema/index';
import { pruneOneTimeCodes } from './one-time-codes';
import { LONGEST_RATE_WINDOW_MS, pruneRateLimitHits } from './rate-limit';
import { addMs } from './time';
import { pruneUnusedImages } from './unused-images';

const DAY_MS = 24 * 60 * 60_000;

/** How long delivered (or given-up) messages stay for someone asking "did it go out?". */
const MESSAGE_RETENTION_MS = 7 * DAY_MS;
/** How long an expired one-time code stays past its expiry. */
const CODE_RETENTION_MS = DAY_MS;
/** How long a gate pairing no time names stays past its expiry (a run it timed was never saved). */
const PAIRING_RETENTION_MS = DAY_MS;
/**
 * How long the pictures of a run's crossings are kept (the privacy policy says so): long enough for
 * anyone to question a run on a board, then they go. The pairing a time names stays, without them.
 */
const CROSSING_PHOTO_RETENTION_MS = 90 * DAY_MS;
/** How long a stored image no row refers to is kept: long enough for its row to be saved. */
const UNUSED_IMAGE_GRACE_MS = DAY_MS;

interface PrunedCounts {
  emails: number;
  sms: number;
  codes: number;
  rateLimitHits: number;
  images: number;
  gatePairings: number;
  crossingPhotos: number;
}

/**
 * Deletes rows that only grow: sent and failed outbox messages past MESSAGE_RETENTION_MS (pending
 * ones are still to be sent; `outbox` ones are the only copy when no transport is set), one-time codes
 * a day past their expiry, rate-limit hits past every window, and images no row refers to a day after
 * they were stored (lib/unused-images.ts). Gate pairings no time names go a day past their expiry (a
 * deleted time lets go of its pairing: the foreign key sets null); the pictures of every pairing's
 * crossings go after CROSSING_PHOTO_RETENTION_MS, and the images themselves then with the unused ones,
 * which is why pictures are cleared before images are pruned. Called on an interval by server.ts;
 * each delete is one statement, so instances pruning at once only race to delete the same rows.
 * Idempotency keys have no expiry yet (lib/idempotency.ts), so they stay.
 */
export async function pruneStaleRows(db: DbOrTx, now: Date): Promise<PrunedCounts> {
  const messagesBefore = addMs(now, -MESSAGE_RETENTION_MS);
  const finishedEmails = or(
    and(eq(outgoingEmails.status, 'sent'), lt(outgoingEmails.sentAt, messagesBefore)),
    and(eq(outgoingEmails.status, 'failed'), lt(outgoingEmails.createdAt, messagesBefore)),
  );
  const finishedSms = or(
    and(eq(outgoingSms.status, 'sent'), lt(outgoingSms.sentAt, messagesBefore)),
    and(eq(outgoingSms.status, 'failed'), lt(outgoingSms.createdAt, messagesBefore)),
  );
  const emails = await db.delete(outgoingEmails).where(finishedEmails).returning({ id: outgoingEmails.id });
  const sms = await db.delete(outgoingSms).where(finishedSms).returning({ id: outgoingSms.id });
  const crossingPhotos = await db
    .update(gatePairings)
    .set({ startPhotoUrl: null, finishPhotoUrl: null })
    .where(
      and(
        lt(gatePairings.createdAt, addMs(now, -CROSSING_PHOTO_RETENTION_MS)),
        or(isNotNull(gatePairings.startPhotoUrl), isNotNull(gatePairings.finishPhotoUrl)),
      ),
    )
    .returning({ id: gatePairings.id });
  const timed = db.select({ id: times.id }).from(times).where(eq(times.gatePairingId, gatePairings.id));
  const pairings = await db
    .delete(gatePairings)
    .where(and(lt(gatePairings.expiresAt, addMs(now, -PAIRING_RETENTION_MS)), notExists(timed)))
    .returning({ id: gatePairings.id });
  return {
    emails: emails.length,
    sms: sms.length,
    codes: await pruneOneTimeCodes(db, addMs(now, -CODE_RETENTION_MS)),
    rateLimitHits: await pruneRateLimitHits(db, addMs(now, -LONGEST_RATE_WINDOW_MS)),
    images: await pruneUnusedImages(db, addMs(now, -UNUSED_IMAGE_GRACE_MS)),
    gatePairings: pairings.length,
    crossingPhotos: crossingPhotos.length,
  };
}
