import type { Period } from '../../../shared/limits';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Rolling windows, not calendar ones: 'week' is the last 7 days of `now`, so a board never empties
 * at midnight or on a Monday and needs no time zone (visitors sit in several Australian zones).
 */
const PERIOD_DAYS: Record<Exclude<Period, 'all'>, number> = { year: 365, month: 30, week: 7, day: 1 };

/** Earliest completion counted on a board for `period`; null for all time. */
export function periodStart(period: Period, now: Date): Date | null {
  return period === 'all' ? null : new Date(now.getTime() - PERIOD_DAYS[period] * DAY_MS);
}
