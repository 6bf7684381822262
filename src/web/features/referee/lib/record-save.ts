import type { Event } from '../../../../shared/schemas/event';
import type { Competitor } from '../../../../shared/schemas/referee';
import type { NewSave } from '../../../lib/timing/hooks/use-pending-saves';
import { type StopwatchState, toSubmission } from '../../../lib/timing/stopwatch';
import { laneName } from './lanes';

/**
 * A lane's SAVE as a queue entry for /Referee/AddToLeaderboard: the stopped run's timestamps and
 * duration, the competitor and the event (with the event's location, which the server requires).
 * The run id is the Idempotency-Key of every send; `confirmShort` rides in the body, so a confirmed
 * time kept on the phone replays confirmed. Null while there is nothing to save.
 */
export function buildRefereeSave(
  state: StopwatchState,
  competitor: Competitor | null,
  event: Pick<Event, 'id' | 'locationId'>,
  confirmShort = false,
): NewSave | null {
  const time = toSubmission(state);
  if (!time || !state.runId || !competitor || time.duration <= 0) return null;
  const body = { ...time, locationId: event.locationId, userId: competitor.id, eventId: event.id };
  return {
    runId: state.runId,
    endpoint: 'referee',
    body: confirmShort ? { ...body, confirmShort } : body,
    label: laneName(competitor),
  };
}

/** The course's minimum in ms when a time is under it (the referee confirms it first), else null. */
export function shortOfMinimum(durationMs: number, minimumSeconds: number | null): number | null {
  const minimumMs = (minimumSeconds ?? 0) * 1000;
  return durationMs < minimumMs ? minimumMs : null;
}
