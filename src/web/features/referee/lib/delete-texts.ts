import { formatTime } from '../../../../shared/format';
import type { RecordedTime } from '../../../../shared/schemas/referee';

/** Delete Times' own texts beyond SPEC (the SPEC texts come from src/shared/messages.ts). */
export const deleteTexts = {
  loadingEvents: 'Loading your events…',
  eventLabel: 'Event',
  runningNow: 'Now',
  ended: 'Ended',
  chooseEvent: 'Choose an event to see its recorded times.',
  loadingTimes: 'Loading times…',
  listLabel: 'Recorded times',
  searchLabel: 'Filter results',
  removed: 'Removed',
  undo: 'Undo',
} as const;

/** Why older events are not offered: referees delete only within the recording window. */
export function closedEventsNote(count: number): string {
  const events = count === 1 ? '1 older event' : `${count} older events`;
  return `${events} ended more than 24 hours ago: their times can no longer be deleted here. Ask an admin.`;
}

export function noTimesMatch(term: string): string {
  return `No recorded times match “${term}”.`;
}

/** `userName - duration` (docs/spec.md §2), also the row buttons' accessible names. */
export const recordedTimeLabel = (time: RecordedTime) => `${time.user.userName} - ${time.tsDuration}`;

/**
 * The finish's time of day to the second (two finishes a minute apart look alike at h:mm). Sydney's
 * offsets are whole hours, so the seconds are the instant's UTC seconds.
 */
export function finishedAt(timeCompleted: string): string {
  const seconds = String(new Date(timeCompleted).getUTCSeconds()).padStart(2, '0');
  return formatTime(timeCompleted).replace(/ (am|pm)$/, `:${seconds} $1`);
}

/** The competitor's name or user name contains the term (any case). */
export function matchesSearch(time: RecordedTime, term: string): boolean {
  const wanted = term.trim().toLowerCase();
  return (
    wanted === '' ||
    time.user.userName.toLowerCase().includes(wanted) ||
    time.user.name.toLowerCase().includes(wanted)
  );
}

/** Newest finish first: a referee fixing a mistake looks for the time just recorded. */
export function newestFirst(a: RecordedTime, b: RecordedTime): number {
  return b.timeCompleted.localeCompare(a.timeCompleted) || b.id - a.id;
}
