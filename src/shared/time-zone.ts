/**
 * Wall clocks in a course's time zone (an IANA name such as 'Australia/Perth'). Australia's zones are
 * worked out here from their rules rather than by Intl.DateTimeFormat: a phone's first zoned
 * formatter loads the engine's zone data in one task that cannot be sliced, the largest single block
 * of a public page's start (docs/performance.md, "Dates without Intl"). Any other zone, and instants
 * before the present rules, go through Intl. src/shared/time-zone.test.ts checks the rules against
 * Intl hour by hour.
 */

/** The zone of a location made before locations had one, and of times not tied to a course. */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

const HOUR_MS = 3_600_000;

/** Summer time runs from 2 am standard time on October's first Sunday to the same hour on April's. */
interface ZoneRule {
  standardMs: number;
  standardName: string;
  summer?: { name: string };
}

const EASTERN_SUMMER: ZoneRule = { standardMs: 10 * HOUR_MS, standardName: 'AEST', summer: { name: 'AEDT' } };
const CENTRAL_SUMMER: ZoneRule = {
  standardMs: 9.5 * HOUR_MS,
  standardName: 'ACST',
  summer: { name: 'ACDT' },
};

const RULES: Record<string, ZoneRule> = {
  'Australia/Sydney': EASTERN_SUMMER,
  'Australia/Melbourne': EASTERN_SUMMER,
  'Australia/Hobart': EASTERN_SUMMER,
  'Australia/Canberra': EASTERN_SUMMER,
  'Australia/Adelaide': CENTRAL_SUMMER,
  'Australia/Broken_Hill': CENTRAL_SUMMER,
  'Australia/Brisbane': { standardMs: 10 * HOUR_MS, standardName: 'AEST' },
  'Australia/Lindeman': { standardMs: 10 * HOUR_MS, standardName: 'AEST' },
  'Australia/Darwin': { standardMs: 9.5 * HOUR_MS, standardName: 'ACST' },
  'Australia/Perth': { standardMs: 8 * HOUR_MS, standardName: 'AWST' },
};

/** Every rule above holds from April 2009, after Western Australia's last summer-time trial ended. */
const RULES_FROM_MS = Date.UTC(2009, 3, 5, 16);

/** The zones a location form offers first, each with the places it covers. */
export const AUSTRALIAN_TIME_ZONES = [
  { zone: 'Australia/Sydney', label: 'Sydney, Canberra (AEST/AEDT)' },
  { zone: 'Australia/Melbourne', label: 'Melbourne (AEST/AEDT)' },
  { zone: 'Australia/Hobart', label: 'Hobart (AEST/AEDT)' },
  { zone: 'Australia/Brisbane', label: 'Brisbane (AEST, no summer time)' },
  { zone: 'Australia/Adelaide', label: 'Adelaide (ACST/ACDT)' },
  { zone: 'Australia/Darwin', label: 'Darwin (ACST, no summer time)' },
  { zone: 'Australia/Perth', label: 'Perth (AWST)' },
] as const;

/** A state's zone, for a new location's form and for locations made before they had a zone. */
export const STATE_TIME_ZONES: Record<string, string> = {
  ACT: 'Australia/Sydney',
  NSW: 'Australia/Sydney',
  NT: 'Australia/Darwin',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  TAS: 'Australia/Hobart',
  VIC: 'Australia/Melbourne',
  WA: 'Australia/Perth',
};

/** The day of the month of the first Sunday of a month. */
function firstSunday(year: number, monthIndex: number): number {
  return 1 + ((7 - new Date(Date.UTC(year, monthIndex, 1)).getUTCDay()) % 7);
}

function ruleOffsetMs(rule: ZoneRule, ms: number): number {
  if (!rule.summer) return rule.standardMs;
  const year = new Date(ms).getUTCFullYear();
  // 2 am standard time on each change day, as an instant.
  const summerEnds = Date.UTC(year, 3, firstSunday(year, 3), 2) - rule.standardMs;
  const summerStarts = Date.UTC(year, 9, firstSunday(year, 9), 2) - rule.standardMs;
  return ms < summerEnds || ms >= summerStarts ? rule.standardMs + HOUR_MS : rule.standardMs;
}

export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone, built the first time the zone needs Intl. */
function zoneFormat(zone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    zoneFormats.set(zone, format);
  }
  return format;
}

function intlParts(zone: string, ms: number): { clock: WallClock; name: string } {
  const parts = zoneFormat(zone).formatToParts(new Date(ms));
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const clock = {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour') % 24,
    minute: value('minute'),
    second: value('second'),
  };
  return { clock, name: parts.find((p) => p.type === 'timeZoneName')?.value ?? zone };
}

function ruleFor(zone: string, ms: number): ZoneRule | undefined {
  return ms >= RULES_FROM_MS ? RULES[zone] : undefined;
}

/** The zone's offset from UTC at an instant, in milliseconds (Perth: 8 h). */
export function zoneOffsetMs(zone: string, ms: number): number {
  const rule = ruleFor(zone, ms);
  if (rule) return ruleOffsetMs(rule, ms);
  const { clock } = intlParts(zone, ms);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The date and time on the zone's clocks at an instant. */
export function wallClock(zone: string, value: Date | string | number): WallClock {
  const ms = new Date(value).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Invalid time value: ${String(value)}`);
  const rule = ruleFor(zone, ms);
  if (!rule) return intlParts(zone, ms).clock;
  const local = new Date(ms + ruleOffsetMs(rule, ms));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** The zone's short name at an instant: 'AWST', 'AEDT'; Intl's ('GMT+13', 'NZDT') elsewhere. */
export function zoneName(zone: string, value: Date | string | number): string {
  const ms = new Date(value).getTime();
  const rule = ruleFor(zone, ms);
  if (!rule) return intlParts(zone, ms).name;
  return rule.summer && ruleOffsetMs(rule, ms) !== rule.standardMs ? rule.summer.name : rule.standardName;
}

/**
 * The instant a wall clock in the zone shows `clock`. A time skipped when summer time starts reads as
 * the hour after (2:30 am becomes 3:30 am); one shown twice when it ends is the earlier, summer one.
 */
export function instantOf(zone: string, clock: Omit<WallClock, 'second'> & { second?: number }): Date {
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second ?? 0);
  // A zone changes its offset at most once in two days: the offsets either side are the only ones.
  const offsetBefore = zoneOffsetMs(zone, asUtc - 24 * HOUR_MS);
  const offsetAfter = zoneOffsetMs(zone, asUtc + 24 * HOUR_MS);
  const shown = [asUtc - offsetBefore, asUtc - offsetAfter].filter(
    (ms) => ms + zoneOffsetMs(zone, ms) === asUtc,
  );
  // Skipped: the offset in force before the change, which lands an hour later on the clock.
  return new Date(shown.length > 0 ? Math.min(...shown) : asUtc - offsetBefore);
}

/**
 * The IANA name as the engine spells it, or null when the engine does not know it. Offsets ('+10:00')
 * and abbreviations ('AEST') are refused: they do not follow a place's summer time.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(name)) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en-AU', { timeZone: name }).resolvedOptions().timeZone;
    return resolved.includes('/') || resolved === 'UTC' ? resolved : null;
  } catch {
    return null;
  }
}
