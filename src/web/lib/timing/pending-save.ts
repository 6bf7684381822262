import { EVENT_FORMATS, type ObstacleMark } from '../../../shared/event-format';
import { messages } from '../../../shared/messages';
import type { AddToLeaderboardBody } from '../../../shared/schemas/leaderboard';
import type { RefereeTimeBody } from '../../../shared/schemas/referee';
import { isTooOldToSave } from '../../../shared/time-checks';
import { MEMBER_TIMING_METHODS, type MemberTimingMethod } from '../../../shared/timing-method';
import type { MarkFormat } from './run-marks';
import type { RunSplit } from './stopwatch';

/** One kept save: its shape, and how a stored row is read back as one (pending-saves.ts stores them). */
/** A member's casual time (POST /Leaderboard/AddToLeaderboard), with its splits when it has them. */
export type MemberTimeBody = AddToLeaderboardBody;

/**
 * Where a kept save goes and what it sends: 'member' → /Leaderboard/AddToLeaderboard (the signed-in
 * member's own run), 'referee' → /Referee/AddToLeaderboard (an official time for a competitor).
 */
export type SaveRequest =
  | { endpoint: 'member'; body: MemberTimeBody }
  | { endpoint: 'referee'; body: RefereeTimeBody };

export type SaveEndpoint = SaveRequest['endpoint'];

/**
 * How a referee's save at an event scored by obstacles or penalties is told once the server has it
 * ("4 of 6 cleared", "+30 s": marksSummary): the event's format and the course's length.
 */
export type SaveScoring = { format: MarkFormat; courseObstacles: number };

export type PendingSave = SaveRequest & {
  /** The run id: the Idempotency-Key of every send, so the server stores the run once. */
  runId: string;
  /** The user id of the account that pressed SAVE (it sends with its own session only). */
  ownerId: string;
  /** Epoch ms when it was first kept; sends go oldest first. */
  queuedAt: number;
  /** Who the time is for, in words (a referee's competitor), for the waiting list and error toasts. */
  label?: string;
  /** A referee's save at an event scored by obstacles or penalties: what its notice sums up. */
  scoring?: SaveScoring;
  /**
   * The server's refusal of the run's finish date (too long ago, or ahead of its clock): the save is
   * kept, never sent again, and listed for the member to discard rather than dropped unseen.
   */
  refused?: string;
};

/** Why a kept save can no longer be sent (its date was refused, or it finished over 30 days ago), else null. */
export function staleReason(save: PendingSave, now: Date): string | null {
  if (save.refused) return save.refused;
  return isTooOldToSave(save.body.timeCompleted, now) ? messages.completedTooLongAgo : null;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isTimeBody(value: unknown): value is MemberTimeBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return isNumber(v.locationId) && isText(v.timeStarted) && isText(v.timeCompleted) && isNumber(v.duration);
}

function isSplit(value: unknown): value is RunSplit {
  if (typeof value !== 'object' || value === null) return false;
  const { equipmentId, ms } = value as Record<string, unknown>;
  return isNumber(equipmentId) && isNumber(ms);
}

function isMark(value: unknown): value is ObstacleMark {
  if (typeof value !== 'object' || value === null) return false;
  const { equipmentId, cleared, ms } = value as Record<string, unknown>;
  return isNumber(equipmentId) && typeof cleared === 'boolean' && isNumber(ms);
}

/** A kept referee body's marks, as sent (undefined: none kept; null: malformed, and the save with them). */
function marksOf(value: unknown): ObstacleMark[] | undefined | null {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every(isMark)) return null;
  return value.map(({ equipmentId, cleared, ms }) => ({ equipmentId, cleared, ms }));
}

function scoringOf(value: unknown): SaveScoring | null {
  if (typeof value !== 'object' || value === null) return null;
  const { format, courseObstacles } = value as Record<string, unknown>;
  if (format === 'time' || !EVENT_FORMATS.some((known) => known === format)) return null;
  return isNumber(courseObstacles) ? { format: format as MarkFormat, courseObstacles } : null;
}

const isMemberMethod = (value: unknown): value is MemberTimingMethod =>
  MEMBER_TIMING_METHODS.some((method) => method === value);

/**
 * A kept body's run fields, splits included (a run kept with its splits is sent with them, the same
 * body every time, as the Idempotency-Key requires); a malformed splits list drops the whole save.
 */
function runFieldsOf(value: Record<string, unknown>): Omit<MemberTimeBody, 'timingMethod'> | null {
  if (!isTimeBody(value)) return null;
  const { locationId, timeStarted, timeCompleted, duration, splits } = value;
  const body = { locationId, timeStarted, timeCompleted, duration };
  if (splits === undefined) return body;
  return Array.isArray(splits) && splits.every(isSplit)
    ? { ...body, splits: splits.map(({ equipmentId, ms }) => ({ equipmentId, ms })) }
    : null;
}

/**
 * A member's kept body: a gate-timed run sent later still says so, and names its gate pairing (the
 * server then decides whether it witnessed the run); an unknown method drops it.
 */
function memberBodyOf(value: Record<string, unknown>): MemberTimeBody | null {
  const run = runFieldsOf(value);
  const { timingMethod, gatePairingId } = value;
  if (!run || timingMethod === undefined) return run;
  if (!isMemberMethod(timingMethod)) return null;
  return timingMethod === 'gate' && isNumber(gatePairingId)
    ? { ...run, timingMethod, gatePairingId }
    : { ...run, timingMethod };
}

/**
 * A stored row as a PendingSave, or null when it is not one. Rows kept before saves carried an
 * endpoint held the member's body fields at the top level: they are member saves, read as such, so a
 * time kept by the older app is still sent after the update.
 */
export function readPendingSave(value: unknown): PendingSave | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isText(v.runId) || !isText(v.ownerId) || !isNumber(v.queuedAt)) return null;
  const base = { runId: v.runId, ownerId: v.ownerId, queuedAt: v.queuedAt };
  const labelled = isText(v.label) ? { ...base, label: v.label } : base;
  const scoring = scoringOf(v.scoring);
  const scored = scoring ? { ...labelled, scoring } : labelled;
  const withLabel = isText(v.refused) ? { ...scored, refused: v.refused } : scored;
  if (v.endpoint === undefined) {
    const body = memberBodyOf(v);
    return body ? { ...withLabel, endpoint: 'member', body } : null;
  }
  const body = typeof v.body === 'object' && v.body !== null ? (v.body as Record<string, unknown>) : null;
  if (!body) return null;
  if (v.endpoint === 'member') {
    const member = memberBodyOf(body);
    return member ? { ...withLabel, endpoint: 'member', body: member } : null;
  }
  const run = runFieldsOf(body);
  const { userId, eventId, confirmShort } = body;
  // The marks go with the run every time (the same body for the same Idempotency-Key).
  const obstacles = marksOf(body.obstacles);
  if (v.endpoint === 'referee' && run && isNumber(userId) && isNumber(eventId) && obstacles !== null) {
    const marked = obstacles ? { ...run, userId, eventId, obstacles } : { ...run, userId, eventId };
    // A time the referee confirmed under the course's minimum replays confirmed.
    const official = confirmShort === true ? { ...marked, confirmShort } : marked;
    return { ...withLabel, endpoint: 'referee', body: official };
  }
  return null;
}
