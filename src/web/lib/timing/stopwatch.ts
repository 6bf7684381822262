import type { Split } from '../../../shared/splits';
import { newIdempotencyKey } from '../idempotency-key';

/**
 * Stopwatch rules as pure functions. Elapsed time is always derived from stored timestamps
 * (never by counting ticks), so it stays exact when the tab sleeps and survives a reload.
 */
export type StopwatchState = {
  /** Epoch ms when the current run started; null when idle. */
  startedAt: number | null;
  /** Epoch ms when the run stopped; null while running or idle. */
  stoppedAt: number | null;
  /** One id per run: the Idempotency-Key of its save, so a run is stored once. */
  runId: string | null;
  /**
   * The run saved last, once the server has it: docs/spec.md §4's "time-saved signal resets the
   * stopwatch", so the watch is idle again while the page still says what was saved.
   */
  lastSaved: SavedRun | null;
  /**
   * The course's obstacles as the run started (or at its first SPLIT, when they were not known yet),
   * in course order: what the run's splits are timed against, even if the course changes meanwhile.
   * Absent on a course without obstacles.
   */
  course?: RunObstacle[];
  /** Epoch ms of each SPLIT of the run, oldest first (run-splits.ts); the last obstacle's split is STOP. */
  splits?: number[];
  /**
   * A referee's CLEARED or FAILED per obstacle of `course`, in its order, at an event scored by
   * obstacles or penalties (run-marks.ts); absent elsewhere.
   */
  marks?: RunMark[];
  /** 'gate' for a run the camera gate timed (recordRun); absent for a run timed by hand. */
  method?: 'gate';
  /** The gate's solo pairing, when the server was sent its crossings: its save names it. */
  gatePairingId?: number;
};

/** An obstacle of the course a run is timed on: its equipment (what a split names) and its name. */
export type RunObstacle = { equipmentId: number; name: string };

export type SavedRun = { runId: string; durationMs: number };

/** A referee's mark of one obstacle: cleared or failed, at the epoch ms of the tap (run-marks.ts). */
export type RunMark = { cleared: boolean; at: number };

export type StopwatchStatus = 'idle' | 'running' | 'stopped';

export const idleStopwatch: StopwatchState = {
  startedAt: null,
  stoppedAt: null,
  runId: null,
  lastSaved: null,
};

export function statusOf(state: StopwatchState): StopwatchStatus {
  if (state.startedAt === null) return 'idle';
  return state.stoppedAt === null ? 'running' : 'stopped';
}

export function elapsedMs(state: StopwatchState, now: number): number {
  if (state.startedAt === null) return 0;
  const end = state.stoppedAt ?? now;
  return Math.max(0, end - state.startedAt);
}

/**
 * START begins a new run (with a new id) unless one is already running; `course` is the course's
 * obstacles as known now, kept with the run for its splits.
 */
export function startRun(
  state: StopwatchState,
  now: number,
  runId: string,
  course: readonly RunObstacle[] = [],
): StopwatchState {
  if (statusOf(state) === 'running') return state;
  const run: StopwatchState = { startedAt: now, stoppedAt: null, runId, lastSaved: null };
  return course.length > 0 ? { ...run, course: [...course] } : run;
}

/**
 * A whole run timed by something other than the buttons (the camera gate) becomes the watch's
 * stopped run, to be saved as any other. Only onto a watch with nothing unsaved: a run started or
 * stopped by hand is never replaced.
 */
/** A gate's finished run; `gatePairingId` when its crossings were posted to the server. */
export type GateRecord = { startedAt: number; stoppedAt: number; gatePairingId?: number };

export function recordRun(state: StopwatchState, run: GateRecord, runId: string): StopwatchState {
  if (statusOf(state) !== 'idle' || run.stoppedAt < run.startedAt) return state;
  return { ...run, runId, lastSaved: null, method: 'gate' };
}

export function stopRun(state: StopwatchState, now: number): StopwatchState {
  if (statusOf(state) !== 'running') return state;
  return { ...state, stoppedAt: now };
}

/** A STOP may be taken back this long after it (a SPLIT tapped as STOP, a STOP before the finish). */
export const RESUME_MS = 5_000;

/** True while the stopped run may still be resumed: stopped by hand less than RESUME_MS ago. */
export function canResume(state: StopwatchState, now: number): boolean {
  return (
    statusOf(state) === 'stopped' &&
    state.method !== 'gate' &&
    state.stoppedAt !== null &&
    now >= state.stoppedAt &&
    now - state.stoppedAt < RESUME_MS
  );
}

/** Resume: the run goes on as if never stopped, from its first start, with its splits. */
export function resumeRun(state: StopwatchState, now: number): StopwatchState {
  if (!canResume(state, now)) return state;
  return { ...state, stoppedAt: null };
}

export function resetRun(): StopwatchState {
  return idleStopwatch;
}

/**
 * Undo of a discard: the discarded run comes back, but only onto an idle watch (a run started since
 * is never wiped by an old toast's Undo).
 */
export function restoreRun(current: StopwatchState, discarded: StopwatchState): StopwatchState {
  return statusOf(current) === 'idle' ? discarded : current;
}

/** The server has the run: the watch resets, remembering the saved run for the page to show. */
export function markSaved(state: StopwatchState, runId: string): StopwatchState {
  if (state.runId !== runId || statusOf(state) !== 'stopped') return state;
  return { ...idleStopwatch, lastSaved: { runId, durationMs: elapsedMs(state, 0) } };
}

/** SPEC: SAVE TIME appears only when logged in, not running, not just reset, and a time exists. */
export function canShowSave(state: StopwatchState, isLoggedIn: boolean): boolean {
  return isLoggedIn && statusOf(state) === 'stopped' && elapsedMs(state, 0) > 0;
}

/**
 * A stopped time that would be lost by clearing the watch: neither saved nor kept on the phone for a
 * later send (`kept`). While one exists, START is not offered and RESET asks first.
 */
export function hasUnsavedTime(state: StopwatchState, kept = false): boolean {
  return statusOf(state) === 'stopped' && !kept && elapsedMs(state, 0) > 0;
}

/** A guest with a stopped time is offered the inline login / sign-up panel. */
export function canShowGuestPanel(state: StopwatchState, isLoggedIn: boolean): boolean {
  return !isLoggedIn && statusOf(state) === 'stopped' && elapsedMs(state, 0) > 0;
}

/** One split as the server takes it: the obstacle and the cumulative ms from the start. */
export type RunSplit = Split;

type TimeSubmission = {
  timeStarted: string;
  timeCompleted: string;
  duration: number;
  /** Only when every obstacle was split (the STOP closing the last): otherwise the run saves without. */
  splits?: RunSplit[];
  /** How the run was timed, sent only for a gate's run (the server takes a run without it as timed by hand). */
  timingMethod?: 'gate';
  /** The gate pairing whose crossings the server saw, for a gate's run that posted them. */
  gatePairingId?: number;
};

/**
 * The run's splits as the save sends them, or null when it has none to send: SPLIT ignored or left
 * off part-way, or taps that are not strictly increasing (the phone's clock was changed mid-run).
 */
function completedSplits(state: StopwatchState): RunSplit[] | null {
  const { startedAt, stoppedAt, course = [], splits = [] } = state;
  if (startedAt === null || stoppedAt === null) return null;
  if (course.length < 2 || splits.length !== course.length - 1) return null;
  const ends = [...splits, stoppedAt];
  let previous = startedAt;
  for (const end of ends) {
    if (end <= previous) return null;
    previous = end;
  }
  return course.map((obstacle, index) => ({
    equipmentId: obstacle.equipmentId,
    ms: (ends[index] as number) - startedAt,
  }));
}

export function toSubmission(state: StopwatchState): TimeSubmission | null {
  if (state.startedAt === null || state.stoppedAt === null) return null;
  const time = {
    timeStarted: new Date(state.startedAt).toISOString(),
    timeCompleted: new Date(state.stoppedAt).toISOString(),
    duration: state.stoppedAt - state.startedAt,
  };
  const splits = completedSplits(state);
  const { gatePairingId } = state;
  const gate =
    gatePairingId === undefined
      ? { timingMethod: 'gate' as const }
      : { timingMethod: 'gate' as const, gatePairingId };
  const timed = state.method === 'gate' ? { ...time, ...gate } : time;
  return splits ? { ...timed, splits } : timed;
}

/** A run's id: a fresh Idempotency-Key, so every save of the run carries the same one. */
export const newRunId = newIdempotencyKey;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where reading it throws (some privacy modes) or it does not exist. */
export function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Where a course's member stopwatch is kept (other stopwatches, such as a referee's lanes, use their own keys). */
export function storageKey(locationId: number): string {
  return `courseclock.stopwatch.${locationId}`;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

function isTimestamp(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

function readSavedRun(value: unknown): SavedRun | null {
  if (typeof value !== 'object' || value === null) return null;
  const { runId, durationMs } = value as Record<string, unknown>;
  if (typeof runId !== 'string' || runId === '') return null;
  if (typeof durationMs !== 'number' || !Number.isFinite(durationMs) || durationMs < 0) return null;
  return { runId, durationMs };
}

function readCourse(value: unknown): RunObstacle[] {
  if (!Array.isArray(value)) return [];
  const course = value.filter(
    (entry): entry is RunObstacle =>
      typeof entry === 'object' &&
      entry !== null &&
      Number.isInteger((entry as RunObstacle).equipmentId) &&
      typeof (entry as RunObstacle).name === 'string',
  );
  return course.length === value.length ? course.map(({ equipmentId, name }) => ({ equipmentId, name })) : [];
}

/** Split taps in order within the run (and fewer than its obstacles), else none: the run itself stays. */
function readSplits(value: unknown, startedAt: number, end: number, obstacles: number): number[] {
  if (!Array.isArray(value) || value.length >= Math.max(obstacles, 1)) return [];
  let previous = startedAt;
  for (const at of value) {
    if (!isTimestamp(at) || at <= previous || at > end) return [];
    previous = at;
  }
  return value as number[];
}

/** Marks in order within the run, and no more than its obstacles, else none: the run itself stays. */
function readMarks(value: unknown, startedAt: number, end: number, obstacles: number): RunMark[] {
  if (!Array.isArray(value) || value.length > obstacles) return [];
  let previous = startedAt;
  const marks: RunMark[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) return [];
    const { cleared, at } = entry as Record<string, unknown>;
    if (typeof cleared !== 'boolean' || !isTimestamp(at) || at <= previous || at > end) return [];
    previous = at;
    marks.push({ cleared, at });
  }
  return marks;
}

/** A run's course, splits and marks as kept, leaving each out when there are none (as startRun does). */
function withSplits(
  run: StopwatchState & { startedAt: number },
  stored: Record<string, unknown>,
): StopwatchState {
  const course = readCourse(stored.course);
  if (course.length === 0) return run;
  const end = run.stoppedAt ?? Infinity;
  const splits = readSplits(stored.splits, run.startedAt, end, course.length);
  const marks = readMarks(stored.marks, run.startedAt, end, course.length);
  const split = splits.length > 0 ? { ...run, course, splits } : { ...run, course };
  return marks.length > 0 ? { ...split, marks } : split;
}

/** Reads the stopwatch kept under `key`; anything malformed counts as idle. */
export function loadStopwatch(storage: KeyValueStorage, key: string): StopwatchState {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return idleStopwatch;
  }
  if (typeof parsed !== 'object' || parsed === null) return idleStopwatch;
  const { startedAt, stoppedAt, runId, lastSaved } = parsed as Record<string, unknown>;
  const idle = { ...idleStopwatch, lastSaved: readSavedRun(lastSaved) };
  if (!isTimestamp(startedAt) || typeof runId !== 'string' || runId === '') return idle;
  if (stoppedAt !== null && !(isTimestamp(stoppedAt) && stoppedAt >= startedAt)) return idle;
  const run = withSplits({ startedAt, stoppedAt, runId, lastSaved: null }, parsed as Record<string, unknown>);
  const { method, gatePairingId } = parsed as Record<string, unknown>;
  if (method !== 'gate') return run;
  // A reload between the finish and SAVE TIME keeps the run's witness.
  return isId(gatePairingId) ? { ...run, method: 'gate', gatePairingId } : { ...run, method: 'gate' };
}

export function persistStopwatch(storage: KeyValueStorage, key: string, state: StopwatchState): void {
  try {
    if (statusOf(state) === 'idle' && !state.lastSaved) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(state));
  } catch {
    // Private mode or a full quota: the stopwatch still works, it just won't survive a reload.
  }
}

/** Marks a run saved in a stored stopwatch (a kept save may be sent from another page). */
export function markStoredRunSaved(storage: KeyValueStorage, key: string, runId: string): void {
  const state = loadStopwatch(storage, key);
  const next = markSaved(state, runId);
  if (next !== state) persistStopwatch(storage, key, next);
}

const FORM_FIELDS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A', 'SUMMARY']);

/**
 * Space/Enter start and stop the watch, except when focus is on something that already handles
 * those keys itself (form fields, buttons, links, tabs).
 */
export function isStopwatchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'repeat' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target'>,
): boolean {
  if (event.key !== ' ' && event.key !== 'Enter') return false;
  if (event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.tagName !== 'string') return true;
  if (FORM_FIELDS.has(target.tagName) || target.isContentEditable) return false;
  const role = target.getAttribute?.('role');
  return !(
    role && ['button', 'tab', 'textbox', 'combobox', 'link', 'option', 'radio', 'checkbox'].includes(role)
  );
}
