import { wallClock, zoneName, zoneOffsetMs } from '../../shared/time-zone';
import type { IcsProperty } from './ical';

const DAY_MS = 86_400_000;
const SECOND_MS = 1000;

/** The instants a zone's offset changes between two instants (each the first with the new offset). */
function offsetChanges(zone: string, fromMs: number, toMs: number): number[] {
  const changes: number[] = [];
  let before = zoneOffsetMs(zone, fromMs);
  for (let dayEnd = fromMs + DAY_MS; dayEnd < toMs + DAY_MS; dayEnd += DAY_MS) {
    const after = zoneOffsetMs(zone, dayEnd);
    if (after === before) continue;
    // Zones change at most once a day: halve the day down to the second it changed.
    let low = dayEnd - DAY_MS;
    let high = dayEnd;
    while (high - low > SECOND_MS) {
      const middle = low + Math.floor((high - low) / (2 * SECOND_MS)) * SECOND_MS;
      if (zoneOffsetMs(zone, middle) === before) low = middle;
      else high = middle;
    }
    changes.push(high);
    before = after;
  }
  return changes;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 20261205T190000: a local DATE-TIME as the zone's clocks show it (RFC 5545 form 2, with TZID). */
export function icsLocalDateTime(zone: string, at: Date | number): string {
  const c = wallClock(zone, at);
  return `${c.year}${pad(c.month)}${pad(c.day)}T${pad(c.hour)}${pad(c.minute)}${pad(c.second)}`;
}

/** +1030, -0500 */
function icsOffset(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  return `${offsetMs < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}`;
}

/** A wall clock read at an offset, as an observance's DTSTART (the clock before the change). */
function clockAtOffset(ms: number, offsetMs: number): string {
  return new Date(ms + offsetMs).toISOString().slice(0, 19).replace(/[-:]/g, '');
}

/**
 * A VTIMEZONE for the events between two instants (RFC 5545 3.6.5): the observance in force from the
 * first day of the first year, then one per offset change to the end of the last year, each with its
 * own DTSTART rather than a recurrence rule, so any zone the engine knows is written the same way.
 * An observance with more than the window's least offset is summer time (DAYLIGHT).
 */
export function icsTimeZone(zone: string, fromMs: number, toMs: number): IcsProperty[] {
  const windowStart = Date.UTC(new Date(fromMs).getUTCFullYear(), 0, 1) - DAY_MS;
  const windowEnd = Date.UTC(new Date(toMs).getUTCFullYear() + 1, 0, 1) + DAY_MS;
  const first = zoneOffsetMs(zone, windowStart);
  const observances = [{ at: windowStart, from: first, to: first }];
  for (const change of offsetChanges(zone, windowStart, windowEnd)) {
    const previous = observances[observances.length - 1];
    observances.push({ at: change, from: previous.to, to: zoneOffsetMs(zone, change) });
  }
  const least = Math.min(...observances.map((observance) => observance.to));
  return [
    ['TZID', zone],
    ...observances.flatMap(({ at, from, to }): IcsProperty[] => {
      const kind = to > least ? 'DAYLIGHT' : 'STANDARD';
      return [
        ['BEGIN', kind],
        ['DTSTART', clockAtOffset(at, from)],
        ['TZOFFSETFROM', icsOffset(from)],
        ['TZOFFSETTO', icsOffset(to)],
        ['TZNAME', zoneName(zone, at)],
        ['END', kind],
      ];
    }),
  ];
}
