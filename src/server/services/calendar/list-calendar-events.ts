import { inArray } from 'drizzle-orm';
import { type AddressParts, formatAddress } from '../../../shared/address';
import { locations } from '../../db/schema/index';
import type { Deps } from '../deps';
import { listEvents } from '../event/list-events';
import type { EventRow } from '../event/select-events';

/** An event of the calendar feed, with its location's one-line address. */
export type CalendarEventRow = EventRow & { address: string };

/**
 * The events the calendar feed holds: exactly the upcoming list of /Events (not yet ended, so a
 * running event stays; soonest first), each with its location's address. Two queries.
 */
export async function listCalendarEvents(deps: Deps<'db' | 'now'>): Promise<CalendarEventRow[]> {
  const events = await listEvents(deps, { kind: 'upcoming' });
  const locationIds = [...new Set(events.map((event) => event.locationId))];
  const addresses = new Map<number, string>();
  if (locationIds.length > 0) {
    const rows = await deps.db
      .select({
        id: locations.id,
        streetNumber: locations.streetNumber,
        streetAddress: locations.streetAddress,
        city: locations.city,
        state: locations.state,
      })
      .from(locations)
      .where(inArray(locations.id, locationIds));
    for (const { id, ...parts } of rows) addresses.set(id, formatAddress(parts satisfies AddressParts));
  }
  return events.map((event) => ({ ...event, address: addresses.get(event.locationId) ?? '' }));
}
