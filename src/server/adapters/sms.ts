import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outgoingSms } from '../db/schema/index';
import { DeliveryQueue } from './delivery';
import { outboxStore } from './outbox-store';

type SmsRow = typeof outgoingSms.$inferSelect;

/** Twilio's REST call: a form POST with basic auth; the answer carries the message sid. */
function twilioTransport(settings: Config['sms']) {
  const { accountSid, authToken, from, apiUrl } = settings;
  if (!accountSid || !authToken || !from) {
    throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  const url = `${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return async (row: SmsRow): Promise<string | undefined> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: row.to, From: from, Body: row.body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    const answer = (await response.json().catch(() => ({}))) as { sid?: string };
    return answer.sid;
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
    const transport = settings.provider === 'twilio' ? twilioTransport(settings) : undefined;
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

  retryDue(): Promise<void> {
    return this.queue.retryDue();
  }

  drain(): Promise<void> {
    return this.queue.drain();
  }
}
