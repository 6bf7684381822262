import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

/**
 * Each competitor's best time on each location board (casual and comp, all time), kept by triggers on
 * `times` and `locations` in the writing transaction (migration 0014), so a board's first read ranks
 * a few thousand competitors instead of every time of the park (docs/architecture.md, "Board
 * answers"). The best is the competitor's first time in (duration, completion, id) order, as
 * ListResults ranks them, among the times that count (`times.counts`, the board rule of migration 0016).
 * Disabled competitors keep their rows and are left out by the readers.
 */
export const boardBests = pgTable(
  'board_bests',
  {
    locationId: integer('location_id').notNull(),
    official: boolean('official').notNull(),
    userId: integer('user_id').notNull(),
    timeId: integer('time_id').notNull(),
    duration: integer('duration').notNull(),
    timeStarted: timestamp('time_started', { withTimezone: true }).notNull(),
    timeCompleted: timestamp('time_completed', { withTimezone: true }).notNull(),
    timingMethod: text('timing_method').notNull(),
    witnessed: boolean('witnessed').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'board_bests_pkey',
      columns: [t.locationId, t.official, t.userId],
    }),
    // A board in place order: a whole board and the overview's top entries are index-only reads of
    // one range (time_started and timing_method close the key, as Drizzle 0.45 has no INCLUDE).
    index('board_bests_order').on(
      t.locationId,
      t.official,
      t.duration,
      t.timeCompleted,
      t.userId,
      t.timeId,
      t.timeStarted,
      t.timingMethod,
      t.witnessed,
    ),
  ],
);

/**
 * A board's ranking as one instance read it, kept for the others on the same PostgreSQL (migration
 * 0019): `key` is the answer's key (its family, as board_versions counts it, then the period) and
 * `version` the family's counter it was ranked under, so an instance that reads the same counter
 * takes this ranking instead of ranking again. One row per key, the newest counter's. `board` is
 * rankedBoardEntries' text (null for an empty board); `valid_until` ends a rolling period's ranking
 * (null: it holds until the next write), and `ranked_at` is the request's clock it was ranked and
 * kept at, where its window ends: a reader whose clock is behind it does not take a rolling ranking.
 * Unlogged (a crash empties it) and uncompressed: migration 0019. On PGlite no row is written: its
 * counters are this process's own.
 */
export const rankedBoards = pgTable('ranked_boards', {
  key: text('key').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  board: text('board'),
  validUntil: timestampTz('valid_until'),
  rankedAt: timestampTz('ranked_at').notNull(),
});
