import type { LeaderboardRow } from '../../../../shared/schemas/leaderboard';
import { wallClock } from '../../../../shared/time-zone';

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

/** h:mm:ss am/pm on the course's clocks, for "Updated …" on a screen that changes within seconds. */
export function formatClock(at: number | Date, timeZone: string): string {
  const { hour, minute, second } = wallClock(timeZone, at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${hour % 12 || 12}:${pad(minute)}:${pad(second)} ${hour < 12 ? 'am' : 'pm'}`;
}
