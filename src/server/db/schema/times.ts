import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { TIMING_METHODS } from '../../../shared/timing-method';
import { gatePairings } from './gate';
import { events, locations } from './places';
import { users } from './users';

/**
 * One timed run. Casual (member) runs have official = false and no event;
 * referee runs are official and carry their event.
 */
export const times = pgTable(
  'times',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    timeStarted: timestamp('time_started', { withTimezone: true }).notNull(),
    timeCompleted: timestamp('time_completed', { withTimezone: true }).notNull(),
    duration: integer('duration').notNull(),
    official: boolean('official').notNull().default(false),
    recordedById: integer('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** How the run was timed: a member's stopwatch ('manual'), a camera gate ('gate'), a referee. */
    timingMethod: text('timing_method', { enum: TIMING_METHODS }).notNull().default('manual'),
    /**
     * The server saw the run happen: a gate run whose crossings each reached it as they happened
     * (`gatePairingId` names them), or a referee's time. A gate-only board counts witnessed gate runs alone.
     */
    witnessed: boolean('witnessed').notNull().default(false),
    gatePairingId: integer('gate_pairing_id').references(() => gatePairings.id, { onDelete: 'set null' }),
    /** An admin took the run off every board (restorable: clearing these puts it back). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedReason: text('removed_reason'),
    removedById: integer('removed_by_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The board rule's answer for this time (`board_counts`, migration 0016), kept by triggers as the
     * time or its location changes; every board reads only times that count. Never written by the app.
     */
    counts: boolean('counts').notNull().default(false),
    /**
     * A referee's marks at an obstacles or penalty event, as the boards rank them (time_marks holds
     * each mark; src/shared/event-format.ts `markFactsOf`): the course's length when marked, the
     * obstacles cleared, those cleared before the first fail and the time of the last of them. All
     * null for a run without marks.
     */
    courseObstacles: smallint('course_obstacles'),
    obstaclesCleared: smallint('obstacles_cleared'),
    obstaclesReached: smallint('obstacles_reached'),
    reachedMs: integer('reached_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('times_duration_positive', sql`${t.duration} > 0`),
    check('times_official_has_event', sql`${t.official} = false or ${t.eventId} is not null`),
    check('times_timing_method_valid', sql`${t.timingMethod} in ('manual', 'gate', 'referee')`),
    check('times_witnessed_method', sql`not ${t.witnessed} or ${t.timingMethod} in ('gate', 'referee')`),
    check('times_removed_whole', sql`(${t.removedAt} is null) = (${t.removedReason} is null)`),
    check(
      'times_marks_whole',
      sql`(${t.courseObstacles} is null) = (${t.obstaclesCleared} is null) and (${t.courseObstacles} is null) = (${t.obstaclesReached} is null) and ${t.obstaclesReached} <= ${t.obstaclesCleared} and ${t.obstaclesCleared} <= ${t.courseObstacles} and (${t.reachedMs} is null) = (coalesce(${t.obstaclesReached}, 0) = 0)`,
    ),
    uniqueIndex('times_gate_pairing').on(t.gatePairingId).where(sql`${t.gatePairingId} is not null`),
    index('times_removed').on(t.removedAt).where(sql`${t.removedAt} is not null`),
    // Location boards (all periods): best per user is the first row per user in this order, over the
    // times that count; id, time_started, timing_method and witnessed close the key (Drizzle 0.45 has no
    // INCLUDE) so a whole board is index-only.
    index('times_board_best')
      .on(
        t.locationId,
        t.official,
        t.userId,
        t.duration,
        t.timeCompleted,
        t.id,
        t.timeStarted,
        t.timingMethod,
        t.witnessed,
      )
      .where(sql`${t.counts}`),
    // A board in place order: the overview walks it until it has its top competitors, and a
    // standing counts only the faster entries.
    index('times_board_fastest')
      .on(t.locationId, t.official, t.duration, t.timeCompleted, t.userId)
      .where(sql`${t.counts}`),
    // Location boards with a period: range on completion.
    index('times_board_period').on(t.locationId, t.official, t.timeCompleted),
    // Event boards.
    index('times_event_best')
      .on(t.eventId, t.userId, t.duration, t.timeCompleted)
      .where(sql`${t.eventId} is not null`),
    // My results, newest first.
    index('times_user_recent').on(t.userId, t.timeCompleted),
  ],
);

export type TimeRow = typeof times.$inferSelect;

/**
 * A counter per board family ('location:<id>', its halves 'location:<id>:casual' and
 * 'location:<id>:comp', 'event:<id>': src/server/lib/board-keys.ts), raised in the same transaction as
 * every write that changes what such a board shows (migrations 0007, 0015 and 0018). A cached board answer is served only
 * while its counter is unchanged, so a read on any instance right after a commit sees that commit
 * (docs/architecture.md, "Board answers").
 */
export const boardVersions = pgTable('board_versions', {
  board: text('board').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
