import { describe, expect, it } from 'vitest';
import type { Event } from '../../../../shared/schemas/event';
import { isNowOn, selectEvent } from './event-times';

function event(id: number, startTime: string, endTime: string): Event {
  return {
    id,
    name: `Event ${id}`,
    path: `event-${id}`,
    content: '',
    locationId: 1,
    location: { id: 1, name: 'Bondi', path: 'bondi' },
    startTime,
    endTime,
    timeZone: 'Australia/Sydney',
    format: 'time',
    penaltySeconds: null,
  };
}

const upcoming = [
  event(1, '2030-01-01T00:00:00Z', '2030-01-01T06:00:00Z'),
  event(2, '2030-02-01T00:00:00Z', '2030-02-01T06:00:00Z'),
];
const past = [
  event(3, '2020-02-01T00:00:00Z', '2020-02-01T06:00:00Z'),
  event(4, '2020-01-01T00:00:00Z', '2020-01-01T06:00:00Z'),
];

describe('selectEvent', () => {
  it('selects the upcoming event named by ?eventId=', () => {
    expect(selectEvent(upcoming, past, 2)?.id).toBe(2);
  });

  it('falls back to past events when the id is not upcoming', () => {
    expect(selectEvent(upcoming, past, 4)?.id).toBe(4);
  });

  it('defaults to the soonest upcoming, else the latest past, else nothing', () => {
    expect(selectEvent(upcoming, past, null)?.id).toBe(1);
    expect(selectEvent(upcoming, past, 99)?.id).toBe(1);
    expect(selectEvent([], past, null)?.id).toBe(3);
    expect(selectEvent([], [], 3)).toBeUndefined();
  });
});

describe('isNowOn', () => {
  it('is true between start and end inclusive', () => {
    const e = event(1, '2025-01-01T00:00:00Z', '2025-01-01T06:00:00Z');
    expect(isNowOn(e, Date.parse('2025-01-01T03:00:00Z'))).toBe(true);
    expect(isNowOn(e, Date.parse('2025-01-01T06:00:00Z'))).toBe(true);
    expect(isNowOn(e, Date.parse('2024-12-31T23:59:59Z'))).toBe(false);
    expect(isNowOn(e, Date.parse('2025-01-01T06:00:01Z'))).toBe(false);
  });
});
