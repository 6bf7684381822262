import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { times } from './times';

/**
 * A run's splits, one row per obstacle in the order it was timed (`position` 0…n-1). `equipmentId`
 * is the obstacle the split was timed on and has no foreign key: a run keeps its splits when the
 * course changes or the equipment goes (docs/decisions.md, "Splits"). `course` is the run's obstacle
 * order ('4,9,2'): only runs timed over a course's current order are compared, so every query
 * filters on it. The time's user, location and completion are copied here (a time never changes
 * them) so MySplits and Segments read this table alone, index-only.
 */
export const timeSplits = pgTable(
  'time_splits',
  {
    timeId: integer('time_id')
      .notNull()
      .references(() => times.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    equipmentId: integer('equipment_id').notNull(),
    /** Milliseconds from the start at the end of this obstacle. */
    ms: integer('ms').notNull(),
    /** Milliseconds on this obstacle alone. */
    segmentMs: integer('segment_ms').notNull(),
    userId: integer('user_id').notNull(),
    locationId: integer('location_id').notNull(),
    course: text('course').notNull(),
    timeCompleted: timestamp('time_completed', { withTimezone: true }).notNull(),
    /** Its time counts on the boards (the board rule, migration 0016), kept by triggers; Segments read it. */
    onBoard: boolean('on_board').notNull().default(true),
  },
  (t) => [
    primaryKey({ name: 'time_splits_pkey', columns: [t.timeId, t.position] }),
    check('time_splits_segment_positive', sql`${t.segmentMs} > 0 and ${t.ms} >= ${t.segmentMs}`),
    // A member's runs on a course (MySplits, and a save's comparison with the earlier runs).
    index('time_splits_member').on(
      t.userId,
      t.locationId,
      t.course,
      t.position,
      t.segmentMs,
      t.timeCompleted,
      t.timeId,
      t.ms,
    ),
    // An obstacle's segments in place order (Segments, all time and year: a walk down it).
    index('time_splits_fastest')
      .on(t.locationId, t.course, t.position, t.segmentMs, t.timeCompleted, t.timeId, t.userId)
      .where(sql`${t.onBoard}`),
    // A course's segments by completion (Segments, month and shorter: a range of it).
    index('time_splits_recent')
      .on(t.locationId, t.course, t.timeCompleted, t.position, t.userId, t.segmentMs, t.timeId)
      .where(sql`${t.onBoard}`),
  ],
);

export type TimeSplitRow = typeof timeSplits.$inferSelect;

/**
 * A referee's marks of a run at an obstacles or penalty event, one row per obstacle attempted in
 * course order (`position` 0…n-1): cleared or failed, at `ms` from the start. Kept with the time
 * (deleted with it, in its audit row, restored with it); the time keeps what boards rank of them.
 */
export const timeMarks = pgTable(
  'time_marks',
  {
    timeId: integer('time_id')
      .notNull()
      .references(() => times.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    equipmentId: integer('equipment_id').notNull(),
    cleared: boolean('cleared').notNull(),
    /** Milliseconds from the start at the mark. */
    ms: integer('ms').notNull(),
  },
  (t) => [
    primaryKey({ name: 'time_marks_pkey', columns: [t.timeId, t.position] }),
    check('time_marks_ms_positive', sql`${t.ms} > 0`),
  ],
);

export type TimeMarkRow = typeof timeMarks.$inferSelect;
