import { describe, expect, it } from 'vitest';
import type { LeaderboardRow } from '../../../../shared/schemas/leaderboard';
import { bigScreenDetail, bigScreenRows, formatClock } from './big-screen';

function row(id: number, standing: number, timeCompleted: string): LeaderboardRow {
  return {
    id,
    user: { userName: `runner${id}`, current: { url: null } },
    duration: 60_000 + standing,
    tsDuration: '1:00.00',
    timeStarted: '2026-05-01T00:00:00.000Z',
    timeCompleted,
    officialTime: true,
    timingMethod: 'referee',
    witnessed: true,
    location: { id: 1, name: 'South Bank', path: 'south-bank' },
    standing,
    obstaclesCleared: null,
    penaltyMs: 0,
    rankedMs: 60_000 + standing,
  };
}

describe('bigScreenRows', () => {
  it('takes the latest five by finish (newest first) and the first ten places in board order', () => {
    const board = Array.from({ length: 12 }, (_, i) =>
      row(i + 1, i + 1, new Date(Date.UTC(2026, 4, 1, 0, (i * 7) % 12)).toISOString()),
    );
    const { latest, top } = bigScreenRows(board);
    expect(top.map((r) => r.standing)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const finishes = latest.map((r) => r.timeCompleted);
    expect(finishes).toHaveLength(5);
    expect(finishes).toEqual([...finishes].sort().reverse());
    expect(latest[0]?.timeCompleted).toBe('2026-05-01T00:11:00.000Z');
  });

  it('puts the later-saved time first when two finish together, and copes with an empty board', () => {
    const at = '2026-05-01T00:05:00.000Z';
    expect(bigScreenRows([row(3, 1, at), row(9, 2, at)]).latest.map((r) => r.id)).toEqual([9, 3]);
    expect(bigScreenRows([])).toEqual({ latest: [], top: [] });
  });
});

describe('formatClock', () => {
  it("shows hours, minutes and seconds on the course's clocks", () => {
    // 04:03:09 UTC is 2:03:09 pm in Sydney (no daylight saving in May), 12:03:09 pm in Perth.
    expect(formatClock(new Date('2026-05-01T04:03:09Z'), 'Australia/Sydney')).toBe('2:03:09 pm');
    expect(formatClock(Date.parse('2026-05-01T04:03:09Z'), 'Australia/Perth')).toBe('12:03:09 pm');
    expect(formatClock(Date.parse('2026-05-01T14:00:00Z'), 'Australia/Sydney')).toBe('12:00:00 am');
  });
});

describe('bigScreenDetail', () => {
  const run = row(1, 1, '2026-05-01T00:00:00.000Z');
  it('says nothing more at a time trial', () => {
    expect(bigScreenDetail(run, 'time')).toBeNull();
  });
  it('says the obstacles cleared at an obstacles event', () => {
    expect(bigScreenDetail({ ...run, obstaclesCleared: 4 }, 'obstacles')).toBe('4 cleared');
  });
  it("says the run's time and its penalty, or that it has none, at a penalty event", () => {
    expect(bigScreenDetail({ ...run, penaltyMs: 60_000 }, 'penalty')).toBe('time 1:00.00 · penalty +60 s');
    expect(bigScreenDetail(run, 'penalty')).toBe('time 1:00.00 · no penalty');
  });
});
