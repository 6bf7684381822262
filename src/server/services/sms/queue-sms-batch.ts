import { eq, sql } from 'drizzle-orm';
import { smsTexts } from '../../../shared/messages';
import { queryRows } from '../../db/client';
import { outgoingSms, smsBatches, users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { badRequest } from '../../lib/http-errors';
import { takeSlot } from '../../lib/rate-limit';
import type { Deps, SignedIn } from '../deps';
import { assertGroupLocation, type RecipientGroup, recipientFilter } from './recipients';

/** Bulk sends one admin may start per hour: a slip on the Send button, not a texting campaign. */
export const SMS_BATCH_LIMIT = { limit: 10, windowMs: 60 * 60_000 };

export interface NewSmsBatch extends RecipientGroup {
  message: string;
}

export interface QueuedBatch {
  batchId: number;
  queued: number;
}

/**
 * Stores one bulk SMS (docs/spec.md §7 SendToAll, SendToGroup): the batch, one outgoing row per recipient
 * number and the audit row, in one transaction with the admin's rate-limit slot, so a failed or
 * refused send leaves nothing behind. The rows are unleased: the background passes send them, and a
 * pass starts on this instance at once. Answers before anything is sent.
 */
export async function queueSmsBatch(
  deps: Deps<'db' | 'now' | 'sms'> & SignedIn,
  input: NewSmsBatch,
): Promise<QueuedBatch> {
  const { db, now, sms, actor } = deps;
  const { message, locationId } = input;
  const queued = await db.transaction(async (tx) => {
    await assertGroupLocation(tx, input);
    await takeSlot(tx, { key: `sms-batch:${actor.id}`, ...SMS_BATCH_LIMIT }, now);
    const [batch] = await tx
      .insert(smsBatches)
      .values({ createdById: actor.id, message, locationId: locationId ?? null, recipientCount: 0 })
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
      after: { message, locationId: locationId ?? null, recipientCount: inserted.length },
    });
    return { batchId: batch.id, queued: inserted.length };
  });
  sms.kick();
  return queued;
}
