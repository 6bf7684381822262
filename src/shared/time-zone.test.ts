import { describe, expect, it } from 'vitest';
import { formatEventWhen, formatZonedTime } from './format';
import {
  AUSTRALIAN_TIME_ZONES,
  canonicalTimeZone,
  instantOf,
  wallClock,
  zoneName,
  zoneOffsetMs,
} from './time-zone';

const HOUR_MS = 3_600_000;

const intlFormats = new Map<string, Intl.DateTimeFormat>();

/** What the engine's zone data says at an instant. */
function intlReading(zone: string, ms: number) {
  const format =
    intlFormats.get(zone) ??
    new Intl.DateTimeFormat('en-AU', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
  intlFormats.set(zone, format);
  const parts = format.formatToParts(new Date(ms));
  const value = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    clock: `${Number(value('day'))}/${Number(value('month'))}/${value('year')} ${Number(value('hour')) % 24}:${value('minute')}`,
    name: value('timeZoneName'),
  };
}

const ZONES = [
  ...AUSTRALIAN_TIME_ZONES.map((entry) => entry.zone),
  'Australia/Broken_Hill',
  'Australia/Lindeman',
];

describe('Australian zones worked out from their rules', () => {
  it.each(ZONES)('%s agrees with Intl every 7 h 7 min from 2000 to 2045 and at every change', (zone) => {
    const instants: number[] = [];
    for (let ms = Date.UTC(2000, 0, 1); ms < Date.UTC(2045, 0, 1); ms += 427 * 60_000) instants.push(ms);
    // Around every instant where the offset changes, found hour by hour.
    for (let ms = Date.UTC(2009, 0, 1); ms < Date.UTC(2045, 0, 1); ms += HOUR_MS) {
      if (zoneOffsetMs(zone, ms) !== zoneOffsetMs(zone, ms + HOUR_MS)) {
        for (let at = ms; at <= ms + HOUR_MS; at += 15 * 60_000) instants.push(at - 1, at, at + 1);
      }
    }
    const mismatches = instants.filter((ms) => {
      const clock = wallClock(zone, ms);
      const ours = `${clock.day}/${clock.month}/${clock.year} ${clock.hour}:${String(clock.minute).padStart(2, '0')}`;
      const intl = intlReading(zone, ms);
      return ours !== intl.clock || zoneName(zone, ms) !== intl.name;
    });
    expect(instants.length).toBeGreaterThan(55_000);
    expect(mismatches.map((ms) => new Date(ms).toISOString())).toEqual([]);
  });

  it('changes Sydney and Adelaide in April and October, and never Brisbane or Perth', () => {
    // 5 April 2026: summer time ends at 3 am local (16:00 UTC Sydney, 16:30 UTC Adelaide, the day before).
    expect(formatZonedTime('2026-04-04T15:59:00Z', 'Australia/Sydney')).toBe('2:59 am AEDT');
    expect(formatZonedTime('2026-04-04T16:00:00Z', 'Australia/Sydney')).toBe('2:00 am AEST');
    expect(formatZonedTime('2026-04-04T16:29:00Z', 'Australia/Adelaide')).toBe('2:59 am ACDT');
    expect(formatZonedTime('2026-04-04T16:30:00Z', 'Australia/Adelaide')).toBe('2:00 am ACST');
    // 4 October 2026: it starts at 2 am standard time.
    expect(formatZonedTime('2026-10-03T15:59:00Z', 'Australia/Sydney')).toBe('1:59 am AEST');
    expect(formatZonedTime('2026-10-03T16:00:00Z', 'Australia/Sydney')).toBe('3:00 am AEDT');
    expect(formatZonedTime('2026-10-03T16:29:00Z', 'Australia/Adelaide')).toBe('1:59 am ACST');
    expect(formatZonedTime('2026-10-03T16:30:00Z', 'Australia/Adelaide')).toBe('3:00 am ACDT');
    for (const [zone, hours, name] of [
      ['Australia/Brisbane', 10, 'AEST'],
      ['Australia/Perth', 8, 'AWST'],
    ] as const) {
      for (const month of [0, 3, 6, 9]) {
        const ms = Date.UTC(2026, month, 4, 12);
        expect(zoneOffsetMs(zone, ms)).toBe(hours * HOUR_MS);
        expect(zoneName(zone, ms)).toBe(name);
      }
    }
  });

  it('reads other zones through Intl', () => {
    expect(formatZonedTime('2026-01-05T06:00:00Z', 'Pacific/Auckland')).toBe('7:00 pm NZDT');
    expect(zoneOffsetMs('Europe/London', Date.UTC(2026, 6, 1))).toBe(HOUR_MS);
  });
});

describe('instantOf: a wall clock in a zone to an instant', () => {
  it('round-trips every hour of 2026 in every zone', () => {
    for (const zone of [...ZONES, 'Pacific/Auckland']) {
      for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += HOUR_MS + 60_000) {
        const clock = wallClock(zone, ms);
        const back = instantOf(zone, clock).getTime();
        // A clock shown twice (summer time ending) reads as its first, summer-time, instant.
        expect(back === ms || back === ms - HOUR_MS).toBe(true);
        expect(wallClock(zone, back)).toEqual(clock);
      }
    }
  });

  it('takes the earlier of a time shown twice and moves a skipped time an hour on', () => {
    const twice = { year: 2026, month: 4, day: 5, hour: 2, minute: 30 };
    expect(instantOf('Australia/Sydney', twice).toISOString()).toBe('2026-04-04T15:30:00.000Z');
    const skipped = { year: 2026, month: 10, day: 4, hour: 2, minute: 30 };
    expect(formatZonedTime(instantOf('Australia/Adelaide', skipped), 'Australia/Adelaide')).toBe(
      '3:30 am ACDT',
    );
    const perth = { year: 2026, month: 12, day: 5, hour: 19, minute: 0 };
    expect(instantOf('Australia/Perth', perth).toISOString()).toBe('2026-12-05T11:00:00.000Z');
  });
});

describe('formatEventWhen', () => {
  it('names the course zone once, or at both ends when summer time changes in between', () => {
    const perth = {
      startTime: '2026-12-05T11:00:00Z',
      endTime: '2026-12-05T14:00:00Z',
      timeZone: 'Australia/Perth',
    };
    expect(formatEventWhen(perth)).toBe('5/12/2026 7:00 pm – 10:00 pm AWST');
    const sydneyNight = {
      startTime: '2026-04-04T14:00:00Z',
      endTime: '2026-04-04T18:00:00Z',
      timeZone: 'Australia/Sydney',
    };
    expect(formatEventWhen(sydneyNight)).toBe('5/4/2026 1:00 am AEDT – 4:00 am AEST');
    const weekend = {
      startTime: '2026-12-05T00:00:00Z',
      endTime: '2026-12-06T06:00:00Z',
      timeZone: 'Australia/Brisbane',
    };
    expect(formatEventWhen(weekend)).toBe('5/12/2026 10:00 am – 6/12/2026 4:00 pm AEST');
  });
});

describe('canonicalTimeZone', () => {
  it('accepts IANA names in any case and gives the engine’s spelling', () => {
    expect(canonicalTimeZone('Australia/Perth')).toBe('Australia/Perth');
    expect(canonicalTimeZone('australia/perth')).toBe('Australia/Perth');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
  });

  it('refuses unknown names, offsets and abbreviations', () => {
    for (const name of [
      'Australia/Gotham',
      'AEST',
      '+10:00',
      'Etc/GMT+10x',
      '',
      'Australia/Perth; DROP',
      '../x',
    ]) {
      expect(canonicalTimeZone(name)).toBeNull();
    }
  });
});
