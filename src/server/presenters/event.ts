import type { Event } from '../../shared/schemas/event';
import type { LocationRef } from '../../shared/schemas/location';
import type { events } from '../db/schema/index';
import { presentLocationRef } from './location';

export type EventRow = typeof events.$inferSelect & { location: LocationRef };

export function presentEvent(row: EventRow): Event {
  return {
    id: row.id,
    name: row.name,
    path: row.path,
    content: row.content,
    locationId: row.locationId,
    location: presentLocationRef(row.location),
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
  };
}
