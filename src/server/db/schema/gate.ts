import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { locations } from './places';
import { ownedByUser } from './users';

/**
 * Two phones timing one run, start and finish apart (docs/timing.md, "Two phones: one clock"). The
 * start phone creates the row and shows `code`; the finish phone joins with it. Crossings are
 * instants on the server's clock (each phone converts its own with its measured offset) and carry that
 * phone's uncertainty. Every instance reads and writes this row, so no pairing lives in one process.
 * `codeLive` is cleared when a new pairing wants an expired row's code, so a code is unique among
 * live pairings only and the million codes are not used up by old rows.
 */
export const gatePairings = pgTable(
  'gate_pairings',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    codeLive: boolean('code_live').notNull().default(true),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    userId: ownedByUser(),
    state: text('state', { enum: ['waiting', 'paired', 'running', 'finished'] })
      .notNull()
      .default('waiting'),
    createdAt: createdAt(),
    /** Ten minutes after the last change: a pairing in use stays open, a forgotten one lapses. */
    expiresAt: timestampTz('expires_at').notNull(),
    finishJoinedAt: timestampTz('finish_joined_at'),
    startAt: timestampTz('start_at'),
    startUncertaintyMs: integer('start_uncertainty_ms'),
    finishAt: timestampTz('finish_at'),
    finishUncertaintyMs: integer('finish_uncertainty_ms'),
    /** One phone is both start and finish (the single-phone gate posts both crossings). */
    solo: boolean('solo').notNull().default(false),
    /**
     * Every crossing so far reached the server as it happened (its instant within the phone's
     * uncertainty and a few seconds of its arrival). A late crossing is kept for the run, unwitnessed.
     */
    crossingsWitnessed: boolean('crossings_witnessed').notNull().default(true),
    /** A small picture of each crossing (the strip around the line, frames either side), made on the phone. */
    startPhotoUrl: text('start_photo_url'),
    finishPhotoUrl: text('finish_photo_url'),
  },
  (t) => [
    uniqueIndex('gate_pairings_live_code').on(t.code).where(sql`${t.codeLive}`),
    index('gate_pairings_user').on(t.userId),
    index('gate_pairings_expires').on(t.expiresAt),
    check('gate_pairings_code_form', sql`${t.code} ~ '^([0-9]{6}|[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8})$'`),
    check('gate_pairings_state_valid', sql`${t.state} in ('waiting','paired','running','finished')`),
    check(
      'gate_pairings_crossings',
      sql`(${t.startAt} is null) = (${t.startUncertaintyMs} is null) and (${t.finishAt} is null) = (${t.finishUncertaintyMs} is null)`,
    ),
  ],
);

export type GatePairingRow = typeof gatePairings.$inferSelect;
