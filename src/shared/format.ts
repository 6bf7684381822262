import { DEFAULT_TIME_ZONE, type WallClock, wallClock, zoneName } from './time-zone';

/** Milliseconds as m:ss.hh (minutes unpadded, hundredths truncated). */
export function formatDuration(ms: number): string {
  const safe = Math.max(0, Math.floor(ms));
  const hundredths = Math.floor(safe / 10) % 100;
  const seconds = Math.floor(safe / 1000) % 60;
  const minutes = Math.floor(safe / 60_000);
  return `${minutes}:${String(seconds).padStart(2, '0')}.${String(hundredths).padStart(2, '0')}`;
}

function dateOf({ day, month, year }: WallClock): string {
  return `${day}/${month}/${year}`;
}

function timeOf({ hour, minute }: WallClock): string {
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/** d/m/yyyy on the zone's clocks (a course's zone; Sydney's where no course is named). */
export function formatDate(date: Date | string, zone: string = DEFAULT_TIME_ZONE): string {
  return dateOf(wallClock(zone, date));
}

/** h:mm am/pm on the zone's clocks. */
export function formatTime(date: Date | string, zone: string = DEFAULT_TIME_ZONE): string {
  return timeOf(wallClock(zone, date));
}

/** Both, from one reading of the wall clock (board exports format thousands of rows). */
export function formatDateTime(date: Date | string, zone: string = DEFAULT_TIME_ZONE): string {
  const clock = wallClock(zone, date);
  return `${dateOf(clock)} ${timeOf(clock)}`;
}

/** '7:00 pm AWST': a time people will travel for names its zone. */
export function formatZonedTime(date: Date | string, zone: string): string {
  return `${formatTime(date, zone)} ${zoneName(zone, date)}`;
}

/** '5/12/2026 7:00 pm AWST': the same with its date. */
export function formatZonedDateTime(date: Date | string, zone: string): string {
  return `${formatDateTime(date, zone)} ${zoneName(zone, date)}`;
}

/**
 * When an event runs, on its course's clocks with the zone named: '5/12/2026 9:00 am – 3:00 pm AWST',
 * or both dates when it spans days; both zone names when summer time starts or ends in between.
 */
export function formatEventWhen(event: { startTime: string; endTime: string; timeZone: string }): string {
  const { startTime, endTime, timeZone } = event;
  const startDay = formatDate(startTime, timeZone);
  const endDay = formatDate(endTime, timeZone);
  const startName = zoneName(timeZone, startTime);
  const endName = zoneName(timeZone, endTime);
  const start = `${startDay} ${formatTime(startTime, timeZone)}${startName === endName ? '' : ` ${startName}`}`;
  const end = `${startDay === endDay ? '' : `${endDay} `}${formatTime(endTime, timeZone)} ${endName}`;
  return `${start} – ${end}`;
}

/** A URL path segment from a name: 'Bondi Beach Park' → 'bondi-beach-park'. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function googleMapsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** "First Last" when both names are set, else the user name (docs/spec.md §4 displayName). */
export function displayName(user: {
  firstName: string | null;
  lastName: string | null;
  userName: string;
}): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  return first && last ? `${first} ${last}` : user.userName;
}
