import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outgoingEmails } from '../db/schema/index';
import { loadOnce } from '../lib/load-once';
import { DeliveryQueue } from './delivery';
import { outboxStore } from './outbox-store';

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Carries a code or link: its text and HTML are blanked once sent. */
  sensitive?: boolean;
}

type EmailRow = typeof outgoingEmails.$inferSelect;

/**
 * The SMTP transport, made at the first send: nodemailer (and the HTTP modules it loads) is left out of
 * a start, which answers before any mail goes (docs/performance.md, "Server start").
 */
const lazyTransporter = (smtpUrl: string): (() => Promise<Transporter>) =>
  loadOnce(() =>
    import('nodemailer').then(({ default: nodemailer }) =>
      // Short timeouts: a hung SMTP server must not hold a send (or shutdown's drain) for minutes.
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    ),
  );

/** E-mail over SMTP_URL; without it, messages stay in the outbox table and are logged. */
export class Mailer {
  private readonly queue: DeliveryQueue<EmailRow, SQL>;

  constructor(
    private readonly db: Db,
    log: FastifyBaseLogger,
    smtpUrl: string | undefined,
    from: string,
  ) {
    const transporter = smtpUrl ? lazyTransporter(smtpUrl) : undefined;
    this.queue = new DeliveryQueue<EmailRow, SQL>(
      'e-mail',
      log,
      transporter &&
        (async (row) => {
          const info = await (await transporter()).sendMail({
            from,
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html ?? undefined,
            replyTo: row.replyTo ?? undefined,
          });
          return info.messageId;
        }),
      outboxStore(db, outgoingEmails),
    );
  }

  send(message: MailMessage): Promise<EmailRow> {
    return this.queue.enqueue(async (delivery) => {
      const [row] = await this.db
        .insert(outgoingEmails)
        .values({ ...message, ...delivery })
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
