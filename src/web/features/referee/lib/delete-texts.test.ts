import { describe, expect, it } from 'vitest';
import { closedEventsNote, finishedAt } from './delete-texts';

describe('finishedAt', () => {
  it('reads the Sydney wall clock to the second, in summer and in winter time', () => {
    expect(finishedAt('2026-01-10T22:04:09.500Z')).toBe('9:04:09 am');
    expect(finishedAt('2026-06-10T02:30:00.000Z')).toBe('12:30:00 pm');
  });
});

describe('closedEventsNote', () => {
  it('counts the events past the window', () => {
    expect(closedEventsNote(1)).toMatch(/^1 older event ended/);
    expect(closedEventsNote(3)).toMatch(/^3 older events ended .*can no longer be deleted here/);
  });
});
