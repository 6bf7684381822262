import { and, inArray, ne, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outgoingSms } from '../db/schema/index';
import { type Delivery, DeliveryQueue } from './delivery';
import { outboxStore } from './outbox-store';
import { RECONCILE_SKEW_MS, SMS_ATTEMPT_TIMEOUT_MS, type TwilioClient, twilioClient } from './twilio';

type SmsRow = typeof outgoingSms.$inferSelect;

/**
 * The message this row already put at the provider, if any: ours, to the same number with the same
 * text, created since the row's first attempt started (less RECONCILE_SKEW_MS), and not the sid another
 * row already owns. The oldest such one; undefined when there is none.
 */
async function findSentMessage(
  db: Db,
  client: TwilioClient,
  row: SmsRow & { attemptStartedAt: Date },
  signal: AbortSignal,
): Promise<string | undefined> {
  const since = new Date(row.attemptStartedAt.getTime() - RECONCILE_SKEW_MS);
  const candidates = (await client.listSentTo(row.to, since, signal))
    .filter((m) => m.to === row.to && m.body === row.body && Date.parse(m.date_created) >= since.getTime())
    .sort((a, b) => Date.parse(a.date_created) - Date.parse(b.date_created));
  if (candidates.length === 0) return undefined;
  const owned = await db
    .select({ sid: outgoingSms.providerId })
    .from(outgoingSms)
    .where(
      and(
        inArray(
          outgoingSms.providerId,
          candidates.map((m) => m.sid),
        ),
        ne(outgoingSms.id, row.id),
      ),
    );
  const taken = new Set(owned.map((o) => o.sid));
  return candidates.find((m) => !taken.has(m.sid))?.sid;
}

/**
 * Sends a row through Twilio, exactly once as far as the provider can tell. Twilio's create call takes
 * no idempotency key, so a request whose answer never came back (a timeout, a dropped connection, this
 * process killed mid-send) may or may not have made a message, and sending again could text the member
 * twice. So the queue commits `attempt_started_at` before every send (DeliveryStore.markAttemptStarted),
 * and a row claimed with it already set is first looked up in Twilio's list of our messages to that
 * number: found, it is marked sent with that sid; not found, it is sent.
 */
function twilioTransport(db: Db, log: FastifyBaseLogger, settings: Config['sms']) {
  const client = twilioClient(settings);
  return async (row: SmsRow): Promise<string | undefined> => {
    const signal = AbortSignal.timeout(SMS_ATTEMPT_TIMEOUT_MS);
    const { attemptStartedAt } = row;
    if (attemptStartedAt) {
      const sid = await findSentMessage(db, client, { ...row, attemptStartedAt }, signal);
      if (sid) {
        log.info(
          { id: row.id, sid },
          'SMS found at the provider after an unfinished attempt: not sent again',
        );
        return sid;
      }
    }
    return client.create(row.to, row.body, signal);
  };
}

/** SMS through the configured provider; `outbox` keeps messages in the table and logs them. */
export class SmsSender {
  private readonly queue: DeliveryQueue<SmsRow, SQL>;

  constructor(
    private readonly db: Db,
    log: FastifyBaseLogger,
    settings: Config['sms'],
  ) {
    const transport = settings.provider === 'twilio' ? twilioTransport(db, log, settings) : undefined;
    this.queue = new DeliveryQueue<SmsRow, SQL>('SMS', log, transport, outboxStore(db, outgoingSms));
  }

  /** `sensitive`: the body carries a code and is blanked once sent. */
  send(to: string, body: string, { sensitive = false }: { sensitive?: boolean } = {}): Promise<SmsRow> {
    return this.queue.enqueue(async (delivery) => {
      const [row] = await this.db
        .insert(outgoingSms)
        .values({ to, body, sensitive, ...delivery })
        .returning();
      return row;
    });
  }

  /**
   * The status for rows a bulk send stores itself (unleased, in its own transaction): `pending` for
   * the background passes to send, or `outbox` when no provider is configured.
   */
  get bulkStatus(): Delivery<SQL>['status'] {
    return this.queue.newStatus;
  }

  /** Starts a pass now, for rows just stored by a bulk send (see DeliveryQueue.kick). */
  kick(): void {
    this.queue.kick();
  }

  retryDue(): Promise<void> {
    return this.queue.retryDue();
  }

  drain(): Promise<void> {
    return this.queue.drain();
  }
}
