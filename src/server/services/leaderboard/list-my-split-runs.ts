import { sql } from 'drizzle-orm';
import { MY_SPLIT_RUNS_MAX } from '../../../shared/limits';
import type { Segment } from '../../../shared/splits';
import type { TimingMethod } from '../../../shared/timing-method';
import { queryRows } from '../../db/client';
import type { Deps, SignedIn } from '../deps';
import { epochMs } from './board-sql';
import { courseKey, readLocationCourse } from './split-course';

/** One of the member's runs with splits, its splits in course order. */
export interface SplitRun {
  timeId: number;
  completedMs: number;
  duration: number;
  timingMethod: TimingMethod;
  witnessed: boolean;
  splits: Segment[];
}

interface SplitRow extends Segment {
  timeId: number;
  completedMs: number;
  timingMethod: TimingMethod;
  witnessed: boolean;
}

/**
 * The signed-in member's latest runs with splits at `locationId` over the course's current obstacle
 * order, oldest first (My Results charts each obstacle's segment over them). The runs are read at
 * their last position through the member index, then all their splits in one query. An unknown
 * location is a 404; a disabled one still answers, as MySplits does: the runs are the member's own.
 */
export async function listMySplitRuns(
  { db, actor }: Deps<'db'> & SignedIn,
  { locationId }: { locationId: number },
): Promise<SplitRun[]> {
  const course = (await readLocationCourse(db, locationId)).course.map((obstacle) => obstacle.equipmentId);
  if (course.length === 0) return [];
  const rows = await queryRows<SplitRow>(
    db,
    sql`
      with latest as (
        select s.time_id from time_splits s
        where s.user_id = ${actor.id} and s.location_id = ${locationId}
          and s.course = ${courseKey(course)} and s.position = ${course.length - 1}
        order by s.time_completed desc, s.time_id desc
        limit ${MY_SPLIT_RUNS_MAX}
      )
      select s.time_id as "timeId", ${epochMs(sql`s.time_completed`)} as "completedMs",
        s.equipment_id as "equipmentId", s.ms, s.segment_ms as "segmentMs", t.timing_method as "timingMethod",
        t.witnessed
      from time_splits s join latest on latest.time_id = s.time_id join times t on t.id = s.time_id
      order by s.time_completed, s.time_id, s.position`,
  );
  const runs = new Map<number, SplitRun>();
  for (const { timeId, completedMs, timingMethod, witnessed, equipmentId, ms, segmentMs } of rows) {
    const run = runs.get(timeId) ?? { timeId, completedMs, duration: 0, timingMethod, witnessed, splits: [] };
    run.splits.push({ equipmentId, ms, segmentMs });
    run.duration = ms;
    runs.set(timeId, run);
  }
  return [...runs.values()];
}
