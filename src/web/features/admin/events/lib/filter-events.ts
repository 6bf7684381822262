import type { Event } from '../../../../../shared/schemas/event';

/** docs/spec.md §4: events match by name containing the term (any case); a blank term keeps all. */
export function filterEvents(events: Event[], term: string): Event[] {
  const wanted = term.trim().toLowerCase();
  if (!wanted) return events;
  return events.filter((event) => event.name.toLowerCase().includes(wanted));
}
