import { type SQL, sql } from 'drizzle-orm';

/**
 * The one insert into time_splits. `rows` is a query giving, in this order: time_id, position,
 * equipment_id, ms, segment_ms, user_id, location_id, course, time_completed. A save and a restored
 * time give one time's rows (record-splits.ts); the demo seed and the benches give many times' rows
 * drawn in SQL (ops/seed/splits.ts). The copies of the time's columns let Segments and MySplits read
 * time_splits alone.
 */
export const insertTimeSplits = (rows: SQL): SQL =>
  sql`insert into time_splits (time_id, position, equipment_id, ms, segment_ms, user_id, location_id, course, time_completed)
    ${rows}`;
