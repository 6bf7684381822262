import { describe, expect, it } from 'vitest';
import { initialEvent, isRunningNow } from './event-choice';

const NOW = new Date('2026-05-01T03:00:00.000Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();
/** An event from `from` to `to` hours after NOW. */
const event = (id: number, from: number, to: number) => ({ id, startTime: at(from), endTime: at(to) });

const running = event(1, -1, 5);
const upcoming = event(2, 24, 30);
const later = event(3, 48, 50);

describe('isRunningNow', () => {
  it('is true from the start to the end, both included', () => {
    expect(isRunningNow(running, NOW)).toBe(true);
    expect(isRunningNow(event(4, 0, 1), NOW)).toBe(true);
    expect(isRunningNow(event(5, -2, 0), NOW)).toBe(true);
    expect(isRunningNow(event(6, 0.01, 1), NOW)).toBe(false);
    expect(isRunningNow(event(7, -2, -0.01), NOW)).toBe(false);
  });
});

describe('initialEvent', () => {
  it('opens on the event running now, over one chosen last time that is not running', () => {
    expect(initialEvent([running, upcoming, later], null, NOW)).toBe(1);
    expect(initialEvent([upcoming, running], 2, NOW)).toBe(1);
  });

  it('keeps the choice among events running at once, and guesses between none of them', () => {
    const another = event(8, -3, 2);
    expect(initialEvent([running, another, upcoming], 8, NOW)).toBe(8);
    expect(initialEvent([running, another, upcoming], 2, NOW)).toBe(2);
    expect(initialEvent([running, another, upcoming], null, NOW)).toBeNull();
  });

  it('with none running: the choice while still listed, else the only event, else none', () => {
    expect(initialEvent([upcoming, later], 3, NOW)).toBe(3);
    expect(initialEvent([upcoming, later], 9, NOW)).toBeNull();
    expect(initialEvent([upcoming], 9, NOW)).toBe(2);
    expect(initialEvent([upcoming, later], null, NOW)).toBeNull();
    expect(initialEvent([], null, NOW)).toBeNull();
  });
});
