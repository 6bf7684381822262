import { describe, expect, it } from 'vitest';
import { formatRule } from '../../shared/event-format';
import { boardRule, clearedText, penaltyText, rankedText } from './event-board';

describe('the figures of an event board', () => {
  it('has a rule line for obstacles and penalty events only', () => {
    expect(boardRule({ format: 'time', penaltySeconds: null })).toBeNull();
    expect(boardRule({ format: 'obstacles', penaltySeconds: null })).toBe(formatRule('obstacles', null));
    expect(boardRule({ format: 'penalty', penaltySeconds: 45 })).toBe(formatRule('penalty', 45));
  });

  it("says a penalty in whole seconds and none as '—'", () => {
    expect(penaltyText(30_000)).toBe('+30 s');
    expect(penaltyText(1_800_000)).toBe('+1800 s');
    expect(penaltyText(0)).toBe('—');
  });

  it("says the obstacles cleared, '—' where the server has no count", () => {
    expect(clearedText(0)).toBe('0');
    expect(clearedText(5)).toBe('5');
    expect(clearedText(null)).toBe('—');
  });

  it("shows the run's own time at a time trial and the ranked figure elsewhere", () => {
    const run = { tsDuration: '1:05.43', duration: 65_432, rankedMs: 41_500 };
    expect(rankedText(run, 'time')).toBe('1:05.43');
    expect(rankedText(run, 'obstacles')).toBe('0:41.50');
    expect(rankedText({ ...run, rankedMs: 95_432 }, 'penalty')).toBe('1:35.43');
    expect(rankedText({ ...run, rankedMs: 65_432 }, 'penalty')).toBe('1:05.43');
  });
});
