import type { Event } from '../../../../shared/schemas/event';

export function isNowOn(event: Pick<Event, 'startTime' | 'endTime'>, now: number): boolean {
  return Date.parse(event.startTime) <= now && now <= Date.parse(event.endTime);
}

/**
 * SPEC: `?eventId=` selects an upcoming event, falling back to past events; with no (known) id the
 * soonest upcoming event, else the latest past one.
 */
export function selectEvent(upcoming: Event[], past: Event[], eventId: number | null): Event | undefined {
  if (eventId !== null) {
    const chosen =
      upcoming.find((event) => event.id === eventId) ?? past.find((event) => event.id === eventId);
    if (chosen) return chosen;
  }
  return upcoming[0] ?? past[0];
}
