import type { Event } from '../../../../shared/schemas/event';

type Scheduled = Pick<Event, 'id' | 'startTime' | 'endTime'>;

/** Running now: started and not yet ended (start ≤ now ≤ end). */
export function isRunningNow(event: Pick<Event, 'startTime' | 'endTime'>, now: Date): boolean {
  const at = now.getTime();
  return Date.parse(event.startTime) <= at && at <= Date.parse(event.endTime);
}

/**
 * The event Record Times opens on. The referee's event running now: the one chosen last time when it
 * is running, else the only one running (two at once are not guessed between). With none running, as
 * before: the one chosen last time while it is still listed, else the only event when there is just
 * one; otherwise none, so an official time never lands on a guessed event.
 */
export function initialEvent(events: readonly Scheduled[], stored: number | null, now: Date): number | null {
  const running = events.filter((event) => isRunningNow(event, now));
  if (stored !== null && running.some((event) => event.id === stored)) return stored;
  if (running.length === 1) return running[0]?.id ?? null;
  if (stored !== null && events.some((event) => event.id === stored)) return stored;
  return events.length === 1 ? (events[0]?.id ?? null) : null;
}
