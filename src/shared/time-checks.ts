import { limits } from './limits';
import { messages } from './messages';

interface TimeSubmission {
  timeStarted: Date | string;
  timeCompleted: Date | string;
  duration: number;
}

/** Field name → message; empty when the time may be saved. */
type TimeCheckErrors = Partial<Record<'duration' | 'timeCompleted', string>>;

const DAY_MS = 86_400_000;

/** The earliest finish a save may carry at `now`: older runs are refused, never silently kept. */
const earliestSavableFinish = (now: Date): number => now.getTime() - limits.completedPastWindowDays * DAY_MS;

/** A finish too long ago to save at `now` (a waiting save the member can only discard). */
export const isTooOldToSave = (timeCompleted: Date | string, now: Date): boolean =>
  new Date(timeCompleted).getTime() < earliestSavableFinish(now);

/**
 * docs/design.md timing rules shared by the member save, the referee save and the stopwatch:
 * 1 s ≤ duration ≤ 24 h; the duration agrees with finish − start within 1 s (clock drift
 * and rounding between the stopwatch and the wall clock); the finish lies within the last
 * 30 days and at most 5 minutes ahead of `now` (a phone clock running fast).
 */
export function checkTimeSubmission(time: TimeSubmission, now: Date): TimeCheckErrors {
  const errors: TimeCheckErrors = {};
  const started = new Date(time.timeStarted).getTime();
  const completed = new Date(time.timeCompleted).getTime();
  if (!Number.isFinite(time.duration) || time.duration < limits.durationMinMs) {
    errors.duration = messages.durationTooShort;
  } else if (time.duration > limits.durationMaxMs) {
    errors.duration = messages.durationTooLong;
  } else if (!(Math.abs(completed - started - time.duration) <= limits.durationToleranceMs)) {
    // Written negated so an unreadable start or finish (NaN) fails here too.
    errors.duration = messages.durationMismatch;
  }
  if (completed > now.getTime() + limits.completedFutureToleranceMs) {
    errors.timeCompleted = messages.completedInFuture;
  } else if (completed < earliestSavableFinish(now)) {
    errors.timeCompleted = messages.completedTooLongAgo;
  }
  return errors;
}
