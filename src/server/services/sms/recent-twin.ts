import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { smsTexts } from '../../../shared/messages';
import type { DbOrTx } from '../../db/client';
import { smsBatches } from '../../db/schema/index';
import { conflict } from '../../lib/http-errors';
import type { RecipientGroup } from './recipients';

/**
 * How long the same text to the same recipients counts as a slip (a second tap, a resent form) rather
 * than a new announcement: such a send needs the admin's confirmation (`repeat`).
 */
export const SMS_REPEAT_WINDOW_MS = 10 * 60_000;

/** First key of the two-part advisory lock that makes sends to one audience take turns. */
const SMS_AUDIENCE_LOCK_CLASS = 7311;

/** The audience as sms_batches stores it: location_id null for every member. */
const sameAudience = ({ locationId }: RecipientGroup) =>
  locationId === undefined ? isNull(smsBatches.locationId) : eq(smsBatches.locationId, locationId);

/**
 * Holds the audience's lock until the transaction ends, so two sends to it take turns and the second
 * sees the first's batch (0 stands for every member; location ids start at 1).
 */
export async function lockAudience(tx: DbOrTx, group: RecipientGroup): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SMS_AUDIENCE_LOCK_CLASS}, ${group.locationId ?? 0})`);
}

/**
 * 409 naming the latest batch of the same text to the same audience queued within the window, by any
 * admin: its members would get the text twice all the same. Call with the audience locked.
 */
export async function assertNoRecentTwin(
  tx: DbOrTx,
  input: RecipientGroup & { message: string },
  now: Date,
): Promise<void> {
  const [twin] = await tx
    .select({ id: smsBatches.id, createdAt: smsBatches.createdAt })
    .from(smsBatches)
    .where(
      and(
        eq(smsBatches.message, input.message),
        sameAudience(input),
        gt(smsBatches.createdAt, new Date(now.getTime() - SMS_REPEAT_WINDOW_MS)),
      ),
    )
    .orderBy(desc(smsBatches.createdAt), desc(smsBatches.id))
    .limit(1);
  if (twin)
    throw conflict(smsTexts.alreadySent, undefined, {
      batchId: twin.id,
      queuedAt: twin.createdAt.toISOString(),
    }).as('SMS_ALREADY_SENT');
}
