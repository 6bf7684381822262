import { and, asc, eq, inArray, isNull, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outgoingEmails, outgoingSms } from '../db/schema/index';
import { type DeliveryStore, MAX_DELIVERY_ATTEMPTS } from './delivery';

type OutboxTable = typeof outgoingEmails | typeof outgoingSms;

/**
 * How long a claimed e-mail stays with the instance sending it: longer than the slowest send (the SMTP
 * timeouts in mail.ts add up to under a minute), so a lease only runs out when its instance died
 * mid-send; then another instance sends the message after this long.
 */
const DELIVERY_LEASE_SECONDS = 300;

/**
 * An SMS lease: twice the longest one attempt can take (SMS_ATTEMPT_TIMEOUT_MS in adapters/twilio.ts
 * bounds the look-up and the send together), so an SMS whose instance died goes out again within
 * half a minute. A lease that ends while the provider still holds a request would not resend it
 * blindly either: the next claim sees `attempt_started_at` and reconciles first (adapters/sms.ts).
 */
const SMS_LEASE_SECONDS = 30;

/** What a sensitive row keeps of its text once sent: the code or link it carried is gone. */
export const SENT_PLACEHOLDER = '[sent]';

/** Leases are read and written with the database's clock, the one clock every instance shares. */
const leaseEnd = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/**
 * The delivery bookkeeping of an outgoing e-mail or SMS table. Both tables share these columns, so
 * one store serves both; only the SMS table keeps the provider's message id and marks attempts.
 */
export function outboxStore<T extends OutboxTable>(db: Db, table: T): DeliveryStore<T['$inferSelect'], SQL> {
  // Query builders take the union; rows read back are the given table's.
  const outbox: OutboxTable = table;
  const isSms = outbox === outgoingSms;
  const lease = leaseEnd(isSms ? SMS_LEASE_SECONDS : DELIVERY_LEASE_SECONDS);
  return {
    lease,
    claimDue: async (limit, skipIds) => {
      // SKIP LOCKED: a pass on another instance claiming at the same moment takes other rows,
      // never waits for or re-reads these.
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.status, 'pending'),
            lt(outbox.attempts, MAX_DELIVERY_ATTEMPTS),
            or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
            skipIds.length > 0 ? notInArray(outbox.id, skipIds) : undefined,
          ),
        )
        .orderBy(asc(outbox.createdAt), asc(outbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = (await db
        .update(outbox)
        .set({ lockedUntil: lease })
        .where(inArray(outbox.id, due))
        .returning()) as T['$inferSelect'][];
      return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
    },
    ...(isSms
      ? {
          // The first attempt's start stays: any message for this row was created after it.
          markAttemptStarted: async (row: { id: number }) => {
            await db
              .update(outgoingSms)
              .set({ attemptStartedAt: sql`coalesce(${outgoingSms.attemptStartedAt}, now())` })
              .where(eq(outgoingSms.id, row.id));
          },
        }
      : {}),
    markSent: async (row, providerId) => {
      const sent = { status: 'sent' as const, sentAt: new Date(), lockedUntil: null };
      if (isSms) {
        await db
          .update(outgoingSms)
          .set({
            ...sent,
            providerId: providerId ?? null,
            ...(row.sensitive ? { body: SENT_PLACEHOLDER } : {}),
          })
          .where(eq(outgoingSms.id, row.id));
      } else {
        await db
          .update(outgoingEmails)
          .set({ ...sent, ...(row.sensitive ? { text: SENT_PLACEHOLDER, html: null } : {}) })
          .where(eq(outgoingEmails.id, row.id));
      }
    },
    markAttemptFailed: async (row, error, final) => {
      await db
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          lastError: error,
          status: final ? 'failed' : 'pending',
          lockedUntil: null,
        })
        .where(eq(outbox.id, row.id));
    },
  };
}
