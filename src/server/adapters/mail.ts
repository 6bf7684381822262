import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outgoingEmails } from '../db/schema/index';
import { DeliveryQueue, type DeliveryStore, MAX_DELIVERY_ATTEMPTS } from './delivery';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

type EmailRow = typeof outgoingEmails.$inferSelect;

/** E-mail over SMTP_URL; without it, messages stay in the outbox table and are logged. */
export class Mailer {
  private readonly queue: DeliveryQueue<EmailRow>;

  constructor(
    private readonly db: Db,
    log: FastifyBaseLogger,
    smtpUrl: string | undefined,
    from: string,
  ) {
    // Short timeouts: a hung SMTP server must not hold a send (or shutdown's drain) for minutes.
    const transporter = smtpUrl
      ? nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : undefined;
    this.queue = new DeliveryQueue<EmailRow>(
      'e-mail',
      log,
      transporter &&
        (async (row) => {
          const info = await transporter.sendMail({
            from,
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html ?? undefined,
            replyTo: row.replyTo ?? undefined,
          });
          return info.messageId;
        }),
    );
  }

  send(message: MailMessage): Promise<EmailRow> {
    return this.queue.enqueue(this.store(message));
  }

  retryDue(): Promise<void> {
    return this.queue.retryDue(this.store());
  }

  drain(): Promise<void> {
    return this.queue.drain();
  }

  private store(message?: MailMessage): DeliveryStore<EmailRow> {
    const db = this.db;
    return {
      insert: async (status) => {
        if (!message) throw new Error('nothing to insert');
        const [row] = await db
          .insert(outgoingEmails)
          .values({ ...message, status })
          .returning();
        return row;
      },
      markSent: async (id) => {
        await db
          .update(outgoingEmails)
          .set({ status: 'sent', sentAt: new Date() })
          .where(eq(outgoingEmails.id, id));
      },
      markAttemptFailed: async (row, error, final) => {
        await db
          .update(outgoingEmails)
          .set({
            attempts: sql`${outgoingEmails.attempts} + 1`,
            lastError: error,
            status: final ? 'failed' : 'pending',
          })
          .where(eq(outgoingEmails.id, row.id));
      },
      listDue: (limit) =>
        db
          .select()
          .from(outgoingEmails)
          .where(
            and(eq(outgoingEmails.status, 'pending'), lt(outgoingEmails.attempts, MAX_DELIVERY_ATTEMPTS)),
          )
          .orderBy(asc(outgoingEmails.createdAt))
          .limit(limit),
    };
  }
}
