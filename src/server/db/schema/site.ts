import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, richText, timestampTz } from './columns';
import { locations } from './places';
import { ownedByUser, users } from './users';

export const contentSections = pgTable(
  'content_sections',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('content_sections_slug_ci').on(sql`lower(${t.slug})`)],
);

export const content = pgTable(
  'content',
  {
    id: serial('id').primaryKey(),
    contentSectionId: integer('content_section_id')
      .notNull()
      .references(() => contentSections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    copy: richText('copy').notNull(),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('content_section').on(t.contentSectionId)],
);

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  replyTo: text('reply_to'),
  userName: text('user_name'),
  comment: text('comment').notNull(),
  createdAt: createdAt(),
});

/**
 * Bookkeeping shared by the outgoing e-mail and SMS tables. `lockedUntil` is a lease: an app instance
 * claims a row (FOR UPDATE SKIP LOCKED) and sets it before sending, so two instances on one database
 * never send one message twice. `sensitive` rows carry a code or link whose text is blanked once sent.
 */
function deliveryColumns() {
  return {
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
    lockedUntil: timestampTz('locked_until'),
    sensitive: boolean('sensitive').notNull().default(false),
  };
}

/** outbox: stored and logged because no transport is configured. */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'outbox'] as const;

/** Every e-mail we send or mean to send: the outbox when no SMTP is set, and the retry queue. */
export const outgoingEmails = pgTable(
  'outgoing_emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    replyTo: text('reply_to'),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    ...deliveryColumns(),
  },
  (t) => [index('outgoing_emails_status').on(t.status, t.createdAt)],
);

/** One admin send to many (docs/spec.md §7 Sms): its messages are outgoing_sms rows carrying its id. */
export const smsBatches = pgTable('sms_batches', {
  id: serial('id').primaryKey(),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  message: text('message').notNull(),
  /** The location whose subscribers it went to; null for all members. */
  locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
  recipientCount: integer('recipient_count').notNull(),
  createdAt: createdAt(),
});

export const outgoingSms = pgTable(
  'outgoing_sms',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerId: text('provider_id'),
    batchId: integer('batch_id').references(() => smsBatches.id, { onDelete: 'set null' }),
    /**
     * Set (and committed) just before the provider is called: a row found with it set but not sent
     * may have reached the provider before a crash, so it is reconciled with the provider, not resent.
     */
    attemptStartedAt: timestampTz('attempt_started_at'),
    ...deliveryColumns(),
  },
  (t) => [
    index('outgoing_sms_status').on(t.status, t.createdAt),
    index('outgoing_sms_batch').on(t.batchId, t.status),
    // A provider message belongs to one row: the reconcile after a crash may take a sid for a row,
    // and two rows holding one sid would mean one text counted as two recipients' (migration 0006).
    uniqueIndex('outgoing_sms_provider_id').on(t.providerId).where(sql`${t.providerId} is not null`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity').on(t.entity, t.entityId)],
);

/** First answer to a write, replayed when the same user retries with the same Idempotency-Key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownedByUser(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    /** Digest of the request body: the same key sent with another body is refused. */
    requestHash: text('request_hash').notNull().default(''),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Sliding-window rate limits kept in the database so that every app instance shares them. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_key_time').on(t.key, t.createdAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Every uploaded or generated image, re-encoded as WebP and keyed by the SHA-256 of its bytes, so any
 * number of app instances serve the same files (`/uploads/<hash>.webp`) and a repeated upload is stored once.
 */
export const images = pgTable('images', {
  hash: text('hash').primaryKey(),
  bytes: bytea('bytes').notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});

export type ContentRow = typeof content.$inferSelect;
export type ContentSectionRow = typeof contentSections.$inferSelect;
