import type { LeaderboardRow } from '../../../../shared/schemas/leaderboard';

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

// The zone of every other time the app shows (src/shared/format.ts), so "Updated" and finish times agree.
const clock = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/** h:mm:ss am/pm: formatTime with seconds, for "Updated …" on a screen that changes within seconds. */
export function formatClock(at: number | Date): string {
  return clock.format(at).replace(/\s+/g, ' ').toLowerCase();
}
