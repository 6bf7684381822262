import type { Event } from '../../shared/schemas/event';
import type { EventRow } from '../services/event/select-events';
import { presentLocationRef } from './location';

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
    timeZone: row.timeZone,
    format: row.format,
    penaltySeconds: row.penaltySeconds,
  };
}
