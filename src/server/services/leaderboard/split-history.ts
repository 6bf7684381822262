import { type SQL, sql } from 'drizzle-orm';
import type { BestSegment, Segment } from '../../../shared/splits';
import type { TimingMethod } from '../../../shared/timing-method';
import { type DbOrTx, queryRows } from '../../db/client';
import { boardOrder, segmentOrder } from './board-sql';

/** A member's runs at a location summed up for splits: their personal best, and their best segments. */
export interface SplitHistory {
  /**
   * The member's personal best here: their fastest run that counts on the boards (the earlier
   * completion of equal ones), whether or not it was split; null without one. `splits` are its
   * splits over the obstacle order asked for, empty when it was timed without them: a run is
   * compared only with a personal best that has splits.
   */
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

interface SplitHistoryOf {
  userId: number;
  locationId: number;
  /** The obstacle order (split-course.ts `courseKey`). */
  course: string;
  /** A run being saved, already in `times`: it is compared with the others, not with itself. */
  excluding?: number;
}

/**
 * The personal best (with its splits over `course`, if any) and the best segment per position, in
 * one statement over the member's rows (a member has tens of runs on a course, not thousands).
 * `before` is a common table expression (`name as (…),`) run with it, such as a save's insert of
 * its splits, which the read does not see (one snapshot per statement).
 */
export function splitHistoryQuery(
  { userId, locationId, course, excluding }: SplitHistoryOf,
  before = sql``,
): SQL {
  // Only runs that count on the boards (the board rule, migration 0016): a run the board leaves out is
  // neither a personal best nor gold.
  const other = excluding === undefined ? sql`` : sql`and t.id <> ${excluding}`;
  const mine = sql`s.user_id = ${userId} and s.location_id = ${locationId} and s.course = ${course} and s.on_board`;
  return sql`
    with ${before} pb as (
      select t.id, t.duration, t.timing_method, t.witnessed from times t
      where t.user_id = ${userId} and t.location_id = ${locationId} and t.counts ${other}
      order by ${boardOrder('t')}
      limit 1
    )
    select true as pb, s.position, s.equipment_id as "equipmentId", s.ms, s.segment_ms as "segmentMs",
      pb.id as "timeId", pb.duration, pb.timing_method as "timingMethod", pb.witnessed
    from pb left join time_splits s on s.time_id = pb.id and s.course = ${course}
    union all
    select * from (
      select distinct on (s.position) false, s.position, s.equipment_id, s.ms, s.segment_ms, s.time_id,
        null::int, null::text, null::boolean
      from time_splits s
      where ${mine}
      order by s.position, ${segmentOrder('s')}
    ) best
    order by 1 desc, 2`;
}

/** A row of the query: the personal best's (one with null split columns when it has no splits) or a best segment. */
export interface HistoryRow {
  pb: boolean;
  position: number | null;
  equipmentId: number | null;
  ms: number | null;
  segmentMs: number | null;
  timeId: number;
  /** The personal best's rows only. */
  duration: number | null;
  timingMethod: TimingMethod | null;
  witnessed: boolean | null;
}

const segmentOf = ({ equipmentId, ms, segmentMs }: HistoryRow): Segment[] =>
  equipmentId === null || ms === null || segmentMs === null ? [] : [{ equipmentId, ms, segmentMs }];

export async function readSplitHistory(db: DbOrTx, of: SplitHistoryOf, before?: SQL): Promise<SplitHistory> {
  return splitHistoryOf(await queryRows<HistoryRow>(db, splitHistoryQuery(of, before)));
}

/** The query's rows (in its order: the personal best's by position, then the best segments) summed up. */
export function splitHistoryOf(rows: readonly HistoryRow[]): SplitHistory {
  const pbRows = rows.filter((row) => row.pb);
  const [pb] = pbRows;
  return {
    personalBest: pb
      ? {
          timeId: pb.timeId,
          duration: pb.duration ?? 0,
          timingMethod: pb.timingMethod ?? 'manual',
          witnessed: pb.witnessed ?? false,
          splits: pbRows.flatMap(segmentOf),
        }
      : null,
    bestSegments: rows
      .filter((row) => !row.pb)
      .flatMap((row) =>
        segmentOf(row).map(({ equipmentId, segmentMs }) => ({ equipmentId, segmentMs, timeId: row.timeId })),
      ),
  };
}
