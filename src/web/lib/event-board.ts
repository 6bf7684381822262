import { type EventFormat, formatRule } from '../../shared/event-format';
import { formatDuration } from '../../shared/format';
import type { LeaderboardRow } from '../../shared/schemas/leaderboard';

/**
 * What an event's board shows of its format (src/shared/event-format.ts): the columns' words and each
 * row's figures. Zod-free: the event page and the boards travel in the first load.
 */
export const eventBoardTexts = {
  cleared: 'Cleared',
  penalty: 'Penalty',
  total: 'Total',
  /** A penalty cell without a penalty, a Cleared cell the server left empty. */
  none: '—',
} as const;

/**
 * The one-line rule shown near an event's board; none at a time trial, whose board looks as it always
 * did (fastest time wins goes without saying).
 */
export function boardRule(event: { format: EventFormat; penaltySeconds: number | null }): string | null {
  return event.format === 'time' ? null : formatRule(event.format, event.penaltySeconds);
}

/** A penalty cell: '+30 s', or '—' for none. */
export function penaltyText(penaltyMs: number): string {
  return penaltyMs > 0 ? `+${Math.round(penaltyMs / 1000)} s` : eventBoardTexts.none;
}

/** A Cleared cell: the obstacles cleared, or '—' when the server has no count. */
export function clearedText(obstaclesCleared: number | null): string {
  return obstaclesCleared === null ? eventBoardTexts.none : String(obstaclesCleared);
}

/**
 * The time a board ranks, as m:ss.hh: the run's own text at a time trial (and wherever the figure is the
 * run's time), else `rankedMs` (the last cleared obstacle's mark; the time with its penalties).
 */
export function rankedText(
  row: Pick<LeaderboardRow, 'tsDuration' | 'duration' | 'rankedMs'>,
  format: EventFormat,
) {
  return format === 'time' || row.rankedMs === row.duration ? row.tsDuration : formatDuration(row.rankedMs);
}
