/** Milliseconds as m:ss.hh (minutes unpadded, hundredths truncated). */
export function formatDuration(ms: number): string {
  const safe = Math.max(0, Math.floor(ms));
  const hundredths = Math.floor(safe / 10) % 100;
  const seconds = Math.floor(safe / 1000) % 60;
  const minutes = Math.floor(safe / 60_000);
  return `${minutes}:${String(seconds).padStart(2, '0')}.${String(hundredths).padStart(2, '0')}`;
}

const AU_ZONE = 'Australia/Sydney';

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'numeric', year: 'numeric' };
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', hour12: true };

// Building an Intl.DateTimeFormat costs far more than using one: a 50-row board formatted with a new
// one per cell was the largest single cost of a location page's first render (docs/performance.md).
const formatters = new Map<Intl.DateTimeFormatOptions, Intl.DateTimeFormat>();

function parts(date: Date | string | number, options: Intl.DateTimeFormatOptions): Record<string, string> {
  let formatter = formatters.get(options);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-AU', { timeZone: AU_ZONE, ...options });
    formatters.set(options, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(new Date(date)).map((p) => [p.type, p.value]));
}

/**
 * Builds the date and time formatters now. The first Australian-time formatter loads the engine's zone
 * data, about 15 ms on a phone: called in a task of its own at start, that cost stays out of the render
 * of the first board (issue 13: total blocking time).
 */
export function prepareDateFormats(): void {
  parts(0, DATE_OPTIONS);
  parts(0, TIME_OPTIONS);
}

/** d/m/yyyy in Australian eastern time. */
export function formatDate(date: Date | string): string {
  const p = parts(date, DATE_OPTIONS);
  // Some engines pad en-AU parts even with 'numeric'; SPEC wants d/m/yyyy.
  return `${Number(p.day)}/${Number(p.month)}/${p.year}`;
}

/** h:mm am/pm in Australian eastern time. */
export function formatTime(date: Date | string): string {
  const p = parts(date, TIME_OPTIONS);
  return `${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toLowerCase()}`;
}

export function formatDateTime(date: Date | string): string {
  return `${formatDate(date)} ${formatTime(date)}`;
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
