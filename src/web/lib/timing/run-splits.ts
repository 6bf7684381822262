import { type RunObstacle, type StopwatchState, statusOf } from './stopwatch';

/**
 * SPLIT while a run goes on a course with obstacles, as pure functions over the stored stopwatch.
 * Each SPLIT keeps the epoch ms of the tap (as START keeps its own), closing the current obstacle's
 * segment; the last obstacle's segment is closed by STOP, so a course of n obstacles takes n - 1
 * SPLITs. A mistaken SPLIT can be taken back for a short while, never once the run is stopped.
 */
export const SPLIT_UNDO_MS = 3_000;

/** Undo split ignores presses this soon after a split: they were meant for SPLIT, under the thumb. */
export const UNDO_SETTLE_MS = 500;

/**
 * A second SPLIT this soon after one is a double tap, not an obstacle run that fast: SPLIT ignores it,
 * and stays where it is, showing that it holds, even after the last obstacle's split (useSplits).
 */
export const SPLIT_GUARD_MS = 1_000;

/** The obstacles the run splits against: its own, else (before START kept any) the course's now. */
function courseOf(state: StopwatchState, known: readonly RunObstacle[]): readonly RunObstacle[] {
  return state.course && state.course.length > 0 ? state.course : known;
}

/** True while SPLIT is offered: running, at least two obstacles, and more than the last one to go. */
export function canSplit(state: StopwatchState, known: readonly RunObstacle[] = []): boolean {
  const course = courseOf(state, known);
  return (
    statusOf(state) === 'running' && course.length >= 2 && (state.splits?.length ?? 0) < course.length - 1
  );
}

/** SPLIT: closes the current obstacle's segment at `now`; the course is kept with the run if it was not. */
export function splitRun(
  state: StopwatchState,
  now: number,
  known: readonly RunObstacle[] = [],
): StopwatchState {
  if (!canSplit(state, known) || state.startedAt === null) return state;
  const splits = state.splits ?? [];
  const previous = splits.at(-1) ?? state.startedAt;
  if (now <= previous) return state;
  return { ...state, course: [...courseOf(state, known)], splits: [...splits, now] };
}

/** True while the last SPLIT may still be taken back: running, and within SPLIT_UNDO_MS of it. */
export function canUndoSplit(state: StopwatchState, now: number): boolean {
  const last = state.splits?.at(-1);
  return statusOf(state) === 'running' && last !== undefined && now - last <= SPLIT_UNDO_MS;
}

/**
 * SPLIT holds after a split for SPLIT_GUARD_MS while the run goes: a second tap lands on it, not on
 * what would take its place (Undo, once the last obstacle's split leaves SPLIT nothing to close).
 */
export function splitHolding(state: StopwatchState, now: number): boolean {
  const last = state.splits?.at(-1);
  return statusOf(state) === 'running' && last !== undefined && now - last < SPLIT_GUARD_MS;
}

/** Takes the last SPLIT back (its obstacle is the current one again). */
export function undoSplit(state: StopwatchState, now: number): StopwatchState {
  if (!canUndoSplit(state, now)) return state;
  const splits = (state.splits ?? []).slice(0, -1);
  if (splits.length > 0) return { ...state, splits };
  const { splits: _dropped, ...rest } = state;
  return rest;
}

/** One closed segment of the run so far: its obstacle, the cumulative ms and the segment's own ms. */
export type TakenSplit = { obstacle: RunObstacle; ms: number; segmentMs: number };

/** The segments closed so far, in course order (with the STOP's last one once every obstacle was split). */
export function takenSplits(state: StopwatchState): TakenSplit[] {
  const { startedAt, stoppedAt, course = [], splits = [] } = state;
  if (startedAt === null) return [];
  const ends = stoppedAt !== null && splits.length === course.length - 1 ? [...splits, stoppedAt] : splits;
  let previous = 0;
  return ends.flatMap((end, index) => {
    const obstacle = course[index];
    if (!obstacle) return [];
    const ms = end - startedAt;
    const taken = { obstacle, ms, segmentMs: ms - previous };
    previous = ms;
    return [taken];
  });
}

/** The obstacle being run now (what the next SPLIT closes), or null. */
export function currentObstacle(
  state: StopwatchState,
  known: readonly RunObstacle[] = [],
): { obstacle: RunObstacle; number: number; of: number } | null {
  const course = courseOf(state, known);
  const index = state.splits?.length ?? 0;
  const obstacle = course[index];
  if (statusOf(state) !== 'running' || course.length < 2 || !obstacle) return null;
  return { obstacle, number: index + 1, of: course.length };
}

/** Stopped with some obstacles split but not all: those splits are not sent (the time still is). */
export function splitsLeftOff(state: StopwatchState): boolean {
  const { course = [], splits = [] } = state;
  return statusOf(state) === 'stopped' && splits.length > 0 && splits.length < course.length - 1;
}
