import { type SQL, sql } from 'drizzle-orm';
import type { BestSegment, Segment } from '../../../shared/splits';
import type { TimingMethod } from '../../../shared/timing-method';
import { type DbOrTx, queryRows } from '../../db/client';

/** A member's runs with splits over one obstacle order of a location, summed up. */
export interface SplitHistory {
  /** The fastest run (the earlier completion of equal ones); null without runs. */
  personalBest: {
    timeId: number;
    duration: number;
    timingMethod: TimingMethod;
    witnessed: boolean;
    splits: Segment[];
  } | null;
  /** Per position, the fastest segment (the earlier completion of equal ones); empty without runs. */
  bestSegments: BestSegment[];
}

export interface SplitHistoryOf {
  userId: number;
  locationId: number;
  /** The obstacle order (split-course.ts `courseKey`). */
  course: string;
  /** Positions of that order: the personal best is read at the last one, whose ms is the duration. */
  obstacles: number;
}

/**
 * The personal best's splits and the best segment per position, in one pass over the member's rows
 * of time_splits_member (a member has tens of runs on a course, not thousands). `before` is a
 * common table expression (`name as (…),`) run with it, such as a save's insert, which the read does
 * not see (one snapshot per statement).
 */
export function splitHistoryQuery(
  { userId, locationId, course, obstacles }: SplitHistoryOf,
  before = sql``,
): SQL {
  // Only runs that count on the boards (the board rule, migration 0016): a run the board leaves out is
  // neither a personal best nor gold.
  const mine = sql`s.user_id = ${userId} and s.location_id = ${locationId} and s.course = ${course} and s.on_board`;
  return sql`
    with ${before} pb as (
      select s.time_id from time_splits s
      where ${mine} and s.position = ${obstacles - 1}
      order by s.ms, s.time_completed, s.time_id
      limit 1
    )
    select true as pb, s.position, s.equipment_id as "equipmentId", s.ms, s.segment_ms as "segmentMs",
      s.time_id as "timeId", t.timing_method as "timingMethod", t.witnessed
    from time_splits s join pb on pb.time_id = s.time_id join times t on t.id = pb.time_id
    union all
    select * from (
      select distinct on (s.position) false, s.position, s.equipment_id, s.ms, s.segment_ms, s.time_id,
        null::text, null::boolean
      from time_splits s
      where ${mine}
      order by s.position, s.segment_ms, s.time_completed, s.time_id
    ) best
    order by 1 desc, 2`;
}

interface HistoryRow extends Segment {
  pb: boolean;
  position: number;
  timeId: number;
  /** The personal best's rows only. */
  timingMethod: TimingMethod | null;
  witnessed: boolean | null;
}

export async function readSplitHistory(db: DbOrTx, of: SplitHistoryOf, before?: SQL): Promise<SplitHistory> {
  if (of.obstacles === 0) return { personalBest: null, bestSegments: [] };
  const rows = await queryRows<HistoryRow>(db, splitHistoryQuery(of, before));
  const pbRows = rows.filter((row) => row.pb);
  const split = ({ equipmentId, ms, segmentMs }: HistoryRow): Segment => ({ equipmentId, ms, segmentMs });
  return {
    personalBest:
      pbRows.length > 0
        ? {
            timeId: pbRows[0].timeId,
            duration: pbRows[pbRows.length - 1].ms,
            timingMethod: pbRows[0].timingMethod ?? 'manual',
            witnessed: pbRows[0].witnessed ?? false,
            splits: pbRows.map(split),
          }
        : null,
    bestSegments: rows
      .filter((row) => !row.pb)
      .map(({ equipmentId, segmentMs, timeId }) => ({ equipmentId, segmentMs, timeId })),
  };
}
