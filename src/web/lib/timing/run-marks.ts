import type { EventFormat, ObstacleMark } from '../../../shared/event-format';
import { SPLIT_GUARD_MS, SPLIT_UNDO_MS } from './run-splits';
import { type RunObstacle, type StopwatchState, statusOf } from './stopwatch';

/**
 * A referee's marks at an event scored by obstacles or penalties (src/shared/event-format.ts), as pure
 * functions over the stored stopwatch, as run-splits.ts does for SPLIT: CLEARED or FAILED for the next
 * obstacle of the course, in its order, each keeping the epoch ms of the tap. At an `obstacles` event
 * a FAILED ends the run there (the clock stops at that mark); at a `penalty` event every obstacle is
 * marked and the clock runs to STOP. STOP waits until every obstacle is marked (`marksToGo`): a run
 * with obstacles unmarked could not be saved. The last mark can be taken back for a short while,
 * a FAILED that ended the run included (the run goes on).
 */
export type MarkFormat = Exclude<EventFormat, 'time'>;

/** The last mark may be taken back this long after it (as a SPLIT may). */
export const MARK_UNDO_MS = SPLIT_UNDO_MS;

/** A second CLEARED or FAILED this soon after a mark is a double tap, not an obstacle run that fast. */
export const MARK_GUARD_MS = SPLIT_GUARD_MS;

/** True at an event whose lanes mark obstacles (the others time the run alone). */
export function marksObstacles(format: EventFormat): format is MarkFormat {
  return format !== 'time';
}

/** The obstacles the run is marked against: its own, else (before START kept any) the course's now. */
function courseOf(state: StopwatchState, known: readonly RunObstacle[]): readonly RunObstacle[] {
  return state.course && state.course.length > 0 ? state.course : known;
}

/** The run ended at a FAILED (an obstacles event): stopped at the moment of that mark. */
export function endedAtFail(state: StopwatchState): boolean {
  const last = state.marks?.at(-1);
  return statusOf(state) === 'stopped' && last !== undefined && !last.cleared && state.stoppedAt === last.at;
}

/** The obstacle the next CLEARED or FAILED marks, while the run goes and one is left; else null. */
export function nextObstacle(
  state: StopwatchState,
  known: readonly RunObstacle[] = [],
): { obstacle: RunObstacle; number: number; of: number } | null {
  const course = courseOf(state, known);
  const index = state.marks?.length ?? 0;
  const obstacle = course[index];
  if (statusOf(state) !== 'running' || !obstacle) return null;
  return { obstacle, number: index + 1, of: course.length };
}

/** Obstacles still to mark while the run goes (STOP waits for them); 0 once stopped or with no course known. */
export function marksToGo(state: StopwatchState, known: readonly RunObstacle[] = []): number {
  if (statusOf(state) !== 'running') return 0;
  return Math.max(0, courseOf(state, known).length - (state.marks?.length ?? 0));
}

/**
 * CLEARED (`cleared`) or FAILED for the next obstacle at `now`; the course is kept with the run if it
 * was not. At an obstacles event a FAILED stops the clock at the mark.
 */
export function markRun(
  state: StopwatchState,
  now: number,
  cleared: boolean,
  format: MarkFormat,
  known: readonly RunObstacle[] = [],
): StopwatchState {
  if (!nextObstacle(state, known) || state.startedAt === null) return state;
  const marks = state.marks ?? [];
  const previous = marks.at(-1)?.at ?? state.startedAt;
  if (now <= previous) return state;
  const marked = { ...state, course: [...courseOf(state, known)], marks: [...marks, { cleared, at: now }] };
  return format === 'obstacles' && !cleared ? { ...marked, stoppedAt: now } : marked;
}

/**
 * True while the last mark may still be taken back: within MARK_UNDO_MS of it, while the run goes or
 * when that mark (a FAILED) ended it.
 */
export function canUndoMark(state: StopwatchState, now: number): boolean {
  const last = state.marks?.at(-1);
  if (last === undefined || now - last.at > MARK_UNDO_MS) return false;
  return statusOf(state) === 'running' || endedAtFail(state);
}

/** Takes the last mark back: its obstacle is the next one again, and a run its FAILED ended goes on. */
export function undoMark(state: StopwatchState, now: number): StopwatchState {
  if (!canUndoMark(state, now)) return state;
  const resumed = endedAtFail(state) ? { ...state, stoppedAt: null } : state;
  const marks = (state.marks ?? []).slice(0, -1);
  if (marks.length > 0) return { ...resumed, marks };
  const { marks: _dropped, ...rest } = resumed;
  return rest;
}

/** The run's marks as the save sends them: the obstacle and the ms from the start, in course order. */
export function submittedMarks(state: StopwatchState): ObstacleMark[] {
  const { startedAt, course = [], marks = [] } = state;
  if (startedAt === null) return [];
  return marks.flatMap((mark, index) => {
    const obstacle = course[index];
    return obstacle
      ? [{ equipmentId: obstacle.equipmentId, cleared: mark.cleared, ms: mark.at - startedAt }]
      : [];
  });
}

/**
 * What the run's marks add up to, as the board counts them (migration 0020, marksSummary's inputs):
 * the obstacles cleared (at an obstacles event the marks end at the first fail, so all of them are
 * before it) and the penalty of the failed ones at a penalty event.
 */
export function markTotals(
  marks: readonly Pick<ObstacleMark, 'cleared'>[],
  format: MarkFormat,
  penaltySeconds: number | null,
): { obstaclesCleared: number; penaltyMs: number } {
  const failed = marks.filter((mark) => !mark.cleared).length;
  return {
    obstaclesCleared: marks.length - failed,
    penaltyMs: format === 'penalty' ? failed * (penaltySeconds ?? 0) * 1000 : 0,
  };
}
