import { formatDuration } from '../../shared/format';
import type { LocationTime, LocationTimes } from '../../shared/schemas/location';
import type { LocationTimeRecord, LocationTimesPage } from '../services/location/list-location-times';

export function presentLocationTime(row: LocationTimeRecord): LocationTime {
  return {
    id: row.id,
    user: { id: row.user.id, userName: row.user.userName, disabled: row.user.disabled },
    duration: row.duration,
    tsDuration: formatDuration(row.duration),
    timeStarted: row.timeStarted.toISOString(),
    timeCompleted: row.timeCompleted.toISOString(),
    officialTime: row.official,
    timingMethod: row.timingMethod,
    witnessed: row.witnessed,
    event: row.event,
    hidden: row.hidden,
    removed: row.removed && { ...row.removed, at: row.removed.at.toISOString() },
    photos: row.photos,
  };
}

export function presentLocationTimes(page: LocationTimesPage): LocationTimes {
  return {
    total: page.total,
    page: page.page,
    pageSize: page.pageSize,
    times: page.times.map(presentLocationTime),
  };
}
