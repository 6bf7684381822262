import { describe, expect, it } from 'vitest';
import { marksHeadline, markText, numberedMarks, penaltyLine } from './run-marks';

const cleared = (equipmentId: number, ms: number) => ({ equipmentId, cleared: true, ms });
const failed = (equipmentId: number, ms: number) => ({ equipmentId, cleared: false, ms });

describe("a run's marks", () => {
  it('says nothing for a run without marks', () => {
    expect(marksHeadline([])).toBeNull();
  });

  it('names the failed obstacle by its place in the course and the time of the fail', () => {
    expect(marksHeadline([cleared(7, 5_000), cleared(4, 12_000), failed(9, 20_000)])).toBe(
      'Obstacle 3 failed at 0:20.00',
    );
  });

  it('lists several fails (a penalty event marks every obstacle)', () => {
    expect(marksHeadline([cleared(7, 5_000), failed(4, 12_000), failed(9, 20_000)])).toBe(
      'Obstacles 2 and 3 failed',
    );
    expect(marksHeadline([failed(7, 5_000), failed(4, 12_000), cleared(8, 15_000), failed(9, 20_000)])).toBe(
      'Obstacles 1, 2 and 4 failed',
    );
  });

  it('says a clean run cleared them all', () => {
    expect(marksHeadline([cleared(7, 5_000), cleared(4, 12_000)])).toBe('All 2 obstacles cleared');
    expect(marksHeadline([cleared(7, 5_000)])).toBe('The obstacle cleared');
  });

  it('numbers the marks in course order and says each one', () => {
    const marks = numberedMarks([cleared(7, 5_000), failed(4, 12_340)]);
    expect(marks.map((mark) => [mark.obstacle, markText(mark)])).toEqual([
      [1, 'cleared 0:05.00'],
      [2, 'failed 0:12.34'],
    ]);
  });

  it('says a penalty and the total it makes, and nothing without one', () => {
    expect(penaltyLine({ penaltyMs: 60_000, rankedMs: 122_340 })).toBe('Penalty +60 s, total 2:02.34');
    expect(penaltyLine({ penaltyMs: 0, rankedMs: 62_340 })).toBeNull();
  });
});
