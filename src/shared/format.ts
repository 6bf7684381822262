/** Milliseconds as m:ss.hh (minutes unpadded, hundredths truncated). */
export function formatDuration(ms: number): string {
  const safe = Math.max(0, Math.floor(ms));
  const hundredths = Math.floor(safe / 10) % 100;
  const seconds = Math.floor(safe / 1000) % 60;
  const minutes = Math.floor(safe / 60_000);
  return `${minutes}:${String(seconds).padStart(2, '0')}.${String(hundredths).padStart(2, '0')}`;
}

const AU_ZONE = 'Australia/Sydney';
const HOUR_MS = 3_600_000;
/** New South Wales' daylight-saving rule (below) holds from the end of summer time in April 2008. */
const RULE_FROM_MS = Date.UTC(2008, 3, 5, 16);

/** The day of the month of the first Sunday of a month. */
function firstSunday(year: number, monthIndex: number): number {
  return 1 + ((7 - new Date(Date.UTC(year, monthIndex, 1)).getUTCDay()) % 7);
}

/**
 * Sydney's offset from UTC at an instant: summer time (UTC+11) from 2 am standard time on the first
 * Sunday of October to 3 am summer time on the first Sunday of April, both 16:00 UTC the day before;
 * UTC+10 otherwise. Worked out here rather than by Intl.DateTimeFormat: a phone's first Australian-time
 * formatter loads the engine's zone data in one task that cannot be sliced, the largest single block
 * of a public page's start (figures in docs/performance.md, "Dates without Intl").
 * src/shared/format.test.ts checks it against Intl hour by hour across decades.
 */
function sydneyOffsetMs(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const summerEnds = Date.UTC(year, 3, firstSunday(year, 3)) - 8 * HOUR_MS;
  const summerStarts = Date.UTC(year, 9, firstSunday(year, 9)) - 8 * HOUR_MS;
  return ms < summerEnds || ms >= summerStarts ? 11 * HOUR_MS : 10 * HOUR_MS;
}

interface WallClock {
  day: number;
  month: number;
  year: number;
  hour: number;
  minute: number;
}

let olderDates: Intl.DateTimeFormat | undefined;

/** Older instants, under other rules, go through Intl (built the first time one is shown). */
function olderWallClock(date: Date): WallClock {
  olderDates ??= new Intl.DateTimeFormat('en-AU', {
    timeZone: AU_ZONE,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(olderDates.formatToParts(date).map((p) => [p.type, Number(p.value)]));
  return { day: parts.day, month: parts.month, year: parts.year, hour: parts.hour, minute: parts.minute };
}

/** The date and time on a Sydney wall clock at an instant. */
function sydneyWallClock(value: Date | string): WallClock {
  const date = new Date(value);
  const ms = date.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Invalid time value: ${String(value)}`);
  if (ms < RULE_FROM_MS) return olderWallClock(date);
  const local = new Date(ms + sydneyOffsetMs(ms));
  return {
    day: local.getUTCDate(),
    month: local.getUTCMonth() + 1,
    year: local.getUTCFullYear(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

function dateOf({ day, month, year }: WallClock): string {
  return `${day}/${month}/${year}`;
}

function timeOf({ hour, minute }: WallClock): string {
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/** d/m/yyyy in Australian eastern time. */
export function formatDate(date: Date | string): string {
  return dateOf(sydneyWallClock(date));
}

/** h:mm am/pm in Australian eastern time. */
export function formatTime(date: Date | string): string {
  return timeOf(sydneyWallClock(date));
}

/** Both, from one reading of the wall clock (board exports format thousands of rows). */
export function formatDateTime(date: Date | string): string {
  const clock = sydneyWallClock(date);
  return `${dateOf(clock)} ${timeOf(clock)}`;
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
