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
  });
});

describe('slugify', () => {
  it('makes URL paths from names', () => {
    expect(slugify('Bondi Beach Park')).toBe('bondi-beach-park');
    expect(slugify('  Rope & Ladder! ')).toBe('rope-ladder');
  });
});
