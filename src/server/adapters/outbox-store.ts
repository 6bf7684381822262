import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type outgoingEmails, outgoingSms } from '../db/schema/index';
import { type DeliveryStore, MAX_DELIVERY_ATTEMPTS } from './delivery';

type OutboxTable = typeof outgoingEmails | typeof outgoingSms;

/**
 * The delivery bookkeeping of an outgoing e-mail or SMS table. Both tables share these columns, so
 * one store serves both; only the SMS table keeps the provider's message id.
 */
export function outboxStore<T extends OutboxTable>(db: Db, table: T): DeliveryStore<T['$inferSelect']> {
  // Query builders take the union; rows read back are the given table's.
  const outbox: OutboxTable = table;
  return {
    markSent: async (id, providerId) => {
      const sent = { status: 'sent' as const, sentAt: new Date() };
      if (outbox === outgoingSms) {
        await db
          .update(outgoingSms)
          .set({ ...sent, providerId: providerId ?? null })
          .where(eq(outgoingSms.id, id));
      } else {
        await db.update(outbox).set(sent).where(eq(outbox.id, id));
      }
    },
    markAttemptFailed: async (row, error, final) => {
      await db
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          lastError: error,
          status: final ? 'failed' : 'pending',
        })
        .where(eq(outbox.id, row.id));
    },
    listDue: (limit) =>
      db
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lt(outbox.attempts, MAX_DELIVERY_ATTEMPTS)))
        .orderBy(asc(outbox.createdAt))
        .limit(limit) as Promise<T['$inferSelect'][]>,
  };
}
