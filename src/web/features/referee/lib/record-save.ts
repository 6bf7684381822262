import { checkMarks, marksSummary } from '../../../../shared/event-format';
import type { Event } from '../../../../shared/schemas/event';
import type { Competitor } from '../../../../shared/schemas/referee';
import type { NewSave } from '../../../lib/timing/hooks/use-pending-saves';
import { endedAtFail, marksObstacles, markTotals, submittedMarks } from '../../../lib/timing/run-marks';
import { elapsedMs, type StopwatchState, toSubmission } from '../../../lib/timing/stopwatch';
import { laneName } from './lanes';
import { markTexts } from './texts';

/**
 * A lane's SAVE as a queue entry for /Referee/AddToLeaderboard: the stopped run's timestamps and
 * duration, the competitor and the event (with the event's location, which the server requires).
 * At an event scored by obstacles or penalties the run carries its marks instead of splits (a lane
 * there marks, it does not split), and the entry says how its notice sums them up. The run id is the
 * Idempotency-Key of every send; `confirmShort` rides in the body, so a confirmed time kept on the
 * phone replays confirmed. Null while there is nothing to save.
 */
export function buildRefereeSave(
  state: StopwatchState,
  competitor: Competitor | null,
  event: Pick<Event, 'id' | 'locationId' | 'format'>,
  confirmShort = false,
): NewSave | null {
  const time = toSubmission(state);
  if (!time || !state.runId || !competitor || time.duration <= 0) return null;
  const entry = { runId: state.runId, endpoint: 'referee' as const, label: laneName(competitor) };
  const who = { locationId: event.locationId, userId: competitor.id, eventId: event.id };
  const confirmed = confirmShort ? { confirmShort } : {};
  const { format } = event;
  if (!marksObstacles(format)) return { ...entry, body: { ...time, ...who, ...confirmed } };
  const { splits: _splits, ...run } = time;
  const obstacles = submittedMarks(state);
  return {
    ...entry,
    body: { ...run, ...who, obstacles, ...confirmed },
    scoring: { format, courseObstacles: state.course?.length ?? 0 },
  };
}

/**
 * Why a stopped run's marks cannot be saved at an event of `format`, checked against the run's own
 * course (src/shared/event-format.ts `checkMarks`, as the server checks them), else null: a run
 * stopped while the obstacles were still loading has none, and a location without obstacles cannot
 * be marked at all. The server still checks them against the course as it is when the save arrives.
 */
export function marksProblem(state: StopwatchState, format: Event['format']): string | null {
  if (!marksObstacles(format) || state.stoppedAt === null) return null;
  const course = (state.course ?? []).map((obstacle) => obstacle.equipmentId);
  return checkMarks(submittedMarks(state), format, course, elapsedMs(state, 0));
}

/** What a run's marks come to ('4 of 6 cleared', '+30 s', 'No penalty'); null at a time event. */
export function runMarksSummary(
  state: StopwatchState,
  event: Pick<Event, 'format' | 'penaltySeconds'>,
): string | null {
  const { format, penaltySeconds } = event;
  if (!marksObstacles(format)) return null;
  const totals = markTotals(state.marks ?? [], format, penaltySeconds);
  return marksSummary(format, totals, state.course?.length ?? 0);
}

/**
 * The lane's own words for its marks once no obstacle is left to mark: at an obstacles event a run a
 * FAILED ended names that obstacle ('Failed Cargo Net (3 of 6): 2 of 6 cleared'); at a penalty event
 * the failed ones are counted ('+20 s (2 of 6 failed)').
 */
export function laneMarksText(
  state: StopwatchState,
  event: Pick<Event, 'format' | 'penaltySeconds'>,
): string | null {
  const summary = runMarksSummary(state, event);
  const { course = [], marks = [] } = state;
  if (summary === null) return null;
  if (event.format === 'obstacles' && endedAtFail(state))
    return markTexts.endedAt(course[marks.length - 1]?.name ?? '', marks.length, course.length, summary);
  const failed = marks.filter((mark) => !mark.cleared).length;
  return event.format === 'penalty' && failed > 0
    ? markTexts.failedOf(summary, failed, course.length)
    : summary;
}

/** The course's minimum in ms when a time is under it (the referee confirms it first), else null. */
export function shortOfMinimum(durationMs: number, minimumSeconds: number | null): number | null {
  const minimumMs = (minimumSeconds ?? 0) * 1000;
  return durationMs < minimumMs ? minimumMs : null;
}
