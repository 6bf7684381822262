import { describe, expect, it } from 'vitest';
import { formatDate, formatDuration, formatTime, slugify } from './format';

describe('formatDuration', () => {
  it('shows m:ss.hh with unpadded minutes and truncated hundredths', () => {
    expect(formatDuration(0)).toBe('0:00.00');
    expect(formatDuration(1_239)).toBe('0:01.23');
    expect(formatDuration(61_005)).toBe('1:01.00');
    expect(formatDuration(754_990)).toBe('12:34.99');
    expect(formatDuration(-5)).toBe('0:00.00');
  });
});

describe('Australian dates and times', () => {
  it('formats d/m/yyyy without padding, in Sydney time', () => {
    expect(formatDate('2025-03-04T01:00:00Z')).toBe('4/3/2025');
    // 14:30 UTC on 31 Dec is already 1 Jan in Sydney (UTC+11 in summer).
    expect(formatDate('2025-12-31T14:30:00Z')).toBe('1/1/2026');
  });

  it('formats h:mm am/pm', () => {
    expect(formatTime('2025-03-04T01:05:00Z')).toBe('12:05 pm');
    expect(formatTime('2025-07-04T22:30:00Z')).toBe('8:30 am');
    expect(formatTime('2025-07-04T14:00:00Z')).toBe('12:00 am');
  });

  /** What the engine's zone data says, as the SPEC formats it. */
  const intlParts = (options: Intl.DateTimeFormatOptions) => {
    const formatter = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', ...options });
    return (ms: number) =>
      Object.fromEntries(formatter.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  };
  const intlDate = intlParts({ day: 'numeric', month: 'numeric', year: 'numeric' });
  const intlTime = intlParts({ hour: 'numeric', minute: '2-digit', hour12: true });

  it('agrees with Intl every 7 h 7 min from 2000 to 2045, and on each side of every summer-time change', () => {
    // An odd step walks every hour and minute of the day over the years; the zone's rules themselves
    // are checked against Intl in time-zone.test.ts.
    const instants: number[] = [];
    for (let ms = Date.UTC(2000, 0, 1); ms < Date.UTC(2045, 0, 1); ms += 427 * 60_000) instants.push(ms);
    // The changes: 16:00 UTC on the Saturday before the first Sunday of April and of October.
    for (let year = 2008; year < 2045; year++) {
      for (const month of [3, 9]) {
        for (let day = 1; day <= 7; day++) {
          const change = Date.UTC(year, month, day, 16);
          if (new Date(change + 8 * 3_600_000).getUTCDay() !== 0) continue;
          instants.push(change - 60_000, change - 1, change, change + 1, change + 60_000);
        }
      }
    }
    const mismatches = instants.filter((ms) => {
      const date = intlDate(ms);
      const time = intlTime(ms);
      return (
        formatDate(new Date(ms)) !== `${Number(date.day)}/${Number(date.month)}/${date.year}` ||
        formatTime(new Date(ms)) !== `${time.hour}:${time.minute} ${time.dayPeriod.toLowerCase()}`
      );
    });
    expect(instants.length).toBeGreaterThan(55_000);
    expect(mismatches.map((ms) => new Date(ms).toISOString())).toEqual([]);
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('slugify', () => {
  it('makes URL paths from names', () => {
    expect(slugify('Bondi Beach Park')).toBe('bondi-beach-park');
    expect(slugify('  Rope & Ladder! ')).toBe('rope-ladder');
  });
});
