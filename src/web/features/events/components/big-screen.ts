import type { EventFormat } from '../../../../shared/event-format';
import type { LeaderboardRow } from '../../../../shared/schemas/leaderboard';
import { wallClock } from '../../../../shared/time-zone';
import { clearedText, penaltyText } from '../../../lib/event-board';

export const BIG_SCREEN = { latest: 5, top: 10 };

/**
 * What the big screen shows of an event board. The board holds each competitor's best time, so
 * "latest" is the latest of those: a slower repeat run changes nothing on the board and does not
 * show here either.
 */
export function bigScreenRows(rows: LeaderboardRow[]): { latest: LeaderboardRow[]; top: LeaderboardRow[] } {
  const latest = [...rows]
    .sort((a, b) => Date.parse(b.timeCompleted) - Date.parse(a.timeCompleted) || b.id - a.id)
    .slice(0, BIG_SCREEN.latest);
  return { latest, top: rows.slice(0, BIG_SCREEN.top) };
}

/**
 * What a latest time says after its finish at an obstacles or penalty event, whose big figure is the
 * ranked one: '3 cleared'; 'time 1:02.34 · penalty +30 s' (or 'no penalty'). Null at a time trial.
 */
export function bigScreenDetail(row: LeaderboardRow, format: EventFormat): string | null {
  if (format === 'obstacles') return `${clearedText(row.obstaclesCleared)} cleared`;
  if (format === 'penalty')
    return `time ${row.tsDuration} · ${row.penaltyMs > 0 ? `penalty ${penaltyText(row.penaltyMs)}` : 'no penalty'}`;
  return null;
}

/** h:mm:ss am/pm on the course's clocks, for "Updated …" on a screen that changes within seconds. */
export function formatClock(at: number | Date, timeZone: string): string {
  const { hour, minute, second } = wallClock(timeZone, at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${hour % 12 || 12}:${pad(minute)}:${pad(second)} ${hour < 12 ? 'am' : 'pm'}`;
}
