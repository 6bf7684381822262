import type { Event } from '../../../../shared/schemas/event';
import type { Competitor } from '../../../../shared/schemas/referee';
import type { NewSave } from '../../../lib/timing/hooks/usePendingSaves';
import { type StopwatchState, toSubmission } from '../../../lib/timing/stopwatch';
import { laneName } from './lanes';

/**
 * A lane's SAVE as a queue entry for /Referee/AddToLeaderboard: the stopped run's timestamps and
 * duration, the competitor and the event (with the event's location, which the server requires).
 * The run id is the Idempotency-Key of every send. Null while there is nothing to save.
 */
export function buildRefereeSave(
  state: StopwatchState,
  competitor: Competitor | null,
  event: Pick<Event, 'id' | 'locationId'>,
): NewSave | null {
  const time = toSubmission(state);
  if (!time || !state.runId || !competitor || time.duration <= 0) return null;
  return {
    runId: state.runId,
    endpoint: 'referee',
    body: { ...time, locationId: event.locationId, userId: competitor.id, eventId: event.id },
    label: laneName(competitor),
  };
}
