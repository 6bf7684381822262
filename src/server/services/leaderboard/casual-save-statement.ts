import { type SQL, sql } from 'drizzle-orm';
import type { Split } from '../../../shared/splits';
import type { MemberTimingMethod } from '../../../shared/timing-method';
import { type KeyToKeep, keyKeptWith } from '../../lib/idempotency';
import { insertTimeSplits } from './insert-time-splits';
import { type PlacedTimeRow, placedTimeQuery } from './place-saved-time';
import { splitRowsOf } from './record-splits';
import { type HistoryRow, splitHistoryQuery } from './split-history';
import type { GateRunEvidence } from './witness-gate-run';

/** A member's run, checked, as the statement writes it. */
interface CheckedRun {
  userId: number;
  locationId: number;
  timeStarted: string;
  timeCompleted: string;
  duration: number;
  timingMethod: MemberTimingMethod;
  evidence: GateRunEvidence;
  splits: readonly Split[];
  /** The course's key (split-course.ts) when the run has splits. */
  course: string | null;
}

/**
 * What the statement answers, and what an Idempotency-Key keeps: where the time stands, and the
 * competitor's split history before it (empty for a run without splits). The save's answer is made
 * from it by pure functions, so a replay makes the same one.
 */
export interface SavedRun {
  placed: PlacedTimeRow;
  history: HistoryRow[];
}

/**
 * A member's save as one statement: the time (its triggers keep the board's bests and counter), its
 * splits, where it stands, the split history it is compared with, and its Idempotency-Key with the
 * answer. One statement is one transaction, so a failure anywhere (the key taken meanwhile, a second
 * save of one gate run) undoes all of it. Its reads see the database as it was before the time: the
 * standing counts the time through its duration, the split history is of the earlier runs.
 */
export function casualSaveStatement(run: CheckedRun, key: KeyToKeep | null): SQL {
  const timeId = sql`(select id from saved)`;
  const { userId, locationId, course } = run;
  const steps: SQL[] = [
    sql`saved as (
      insert into times (user_id, location_id, event_id, official, time_started, time_completed, duration,
        recorded_by_id, timing_method, witnessed, gate_pairing_id)
      values (${userId}, ${locationId}, null, false, ${run.timeStarted}::timestamptz,
        ${run.timeCompleted}::timestamptz, ${run.duration}, ${userId}, ${run.timingMethod},
        ${run.evidence.witnessed}, ${run.evidence.gatePairingId}::int)
      returning *)`,
    sql`placed as (${placedTimeQuery(
      { timeId, userId, scope: { locationId, official: false }, duration: run.duration },
      sql`saved`,
    )})`,
  ];
  let history = sql`'[]'::jsonb`;
  if (course !== null && run.splits.length > 0) {
    const timeCompleted = new Date(run.timeCompleted);
    steps.push(
      sql`split_rows as (${insertTimeSplits(splitRowsOf({ timeId, userId, locationId, timeCompleted, splits: run.splits }, course))})`,
      sql`history as (${splitHistoryQuery({ userId, locationId, course })})`,
    );
    history = sql`(select coalesce(jsonb_agg(to_jsonb(h) order by h.pb desc, h.position), '[]'::jsonb) from history h)`;
  }
  steps.push(
    sql`answer as (select jsonb_build_object('placed', (select to_jsonb(p) from placed p), 'history', ${history}) as saved)`,
  );
  if (key) steps.push(keyKeptWith(key, sql`(select saved from answer)`));
  return sql`with ${sql.join(steps, sql`, `)} select saved from answer`;
}
