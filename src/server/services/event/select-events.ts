import { eq, getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type EventRecord, events, locations } from '../../db/schema/index';

/** An event with a reference to its location and the location's zone, as every event answer needs them. */
export type EventRow = EventRecord & {
  location: { id: number; name: string; path: string };
  timeZone: string;
};

/** Events with their location's id, name, path and zone, in one query; callers add where and order. */
export function selectEvents(db: DbOrTx) {
  return db
    .select({
      ...getTableColumns(events),
      location: { id: locations.id, name: locations.name, path: locations.path },
      timeZone: locations.timeZone,
    })
    .from(events)
    .innerJoin(locations, eq(locations.id, events.locationId))
    .$dynamic();
}
