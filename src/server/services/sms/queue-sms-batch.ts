import { eq, sql } from 'drizzle-orm';
import { smsTexts } from '../../../shared/messages';
import { queryRows } from '../../db/client';
import { outgoingSms, smsBatches, users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { badRequest } from '../../lib/http-errors';
import { takeSlot } from '../../lib/rate-limit';
import type { Deps, SignedIn } from '../deps';
import { assertNoRecentTwin, lockAudience } from './recent-twin';
import { assertGroupLocation, type RecipientGroup, recipientFilter } from './recipients';

/** Bulk sends one admin may start per hour: a slip on the Send button, not a texting campaign. */
export const SMS_BATCH_LIMIT = { limit: 10, windowMs: 60 * 60_000 };

export interface NewSmsBatch extends RecipientGroup {
  message: string;
  /** The admin confirmed sending again what the same recipients got minutes ago. */
  repeat?: boolean;
}

interface QueuedBatch {
  batchId: number;
  queued: number;
}

/**
 * Stores one bulk SMS (docs/spec.md §7 SendToAll, SendToGroup): the batch, one outgoing row per recipient
 * number and the audit row, in one transaction with the admin's rate-limit slot, so a failed or
 * refused send leaves nothing behind. Sends to one audience take turns, and the same text to it
 * within SMS_REPEAT_WINDOW_MS is a 409 unless `repeat`. The rows are unleased: the background passes
 * send them once the caller's transaction commits and it kicks the queue (`sms.kick()`).
 */
export async function queueSmsBatch(
  deps: Deps<'db' | 'now' | 'sms'> & SignedIn,
  input: NewSmsBatch,
): Promise<QueuedBatch> {
  const { db, now, sms, actor } = deps;
  const { message, locationId } = input;
  return db.transaction(async (tx) => {
    await assertGroupLocation(tx, input);
    await lockAudience(tx, input);
    if (!input.repeat) await assertNoRecentTwin(tx, input, now);
    await takeSlot(tx, { key: `sms-batch:${actor.id}`, ...SMS_BATCH_LIMIT }, now);
    const [batch] = await tx
      .insert(smsBatches)
      .values({
        createdById: actor.id,
        message,
        locationId: locationId ?? null,
        recipientCount: 0,
        createdAt: now,
      })
      .returning();
    // One statement for every recipient, however many: INSERT … SELECT, not a loop of inserts.
    const recipients = tx
      .selectDistinct({
        to: users.phoneNumber,
        body: sql`${message}::text`,
        status: sql`${sms.bulkStatus}::text`,
        batchId: sql`${batch.id}::integer`,
      })
      .from(users)
      .where(recipientFilter(tx, input));
    const inserted = await queryRows<{ id: number }>(
      tx,
      sql`insert into ${outgoingSms} ("to", "body", "status", "batch_id") ${recipients} returning "id"`,
    );
    if (inserted.length === 0)
      throw badRequest(locationId === undefined ? smsTexts.noRecipients : smsTexts.noGroupRecipients);
    await tx.update(smsBatches).set({ recipientCount: inserted.length }).where(eq(smsBatches.id, batch.id));
    await recordAudit(tx, {
      actor,
      action: 'send',
      entity: 'sms_batch',
      entityId: batch.id,
      after: {
        message,
        locationId: locationId ?? null,
        recipientCount: inserted.length,
        repeat: !!input.repeat,
      },
    });
    return { batchId: batch.id, queued: inserted.length };
  });
}
