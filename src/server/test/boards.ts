import type { DbOrTx } from '../db/client';
import { createTime, daysBefore } from './factories';

/** The clock of the boards' tests: their times are aged from it. */
export const BOARD_NOW = new Date('2025-06-15T12:00:00.000Z');

/**
 * A time of `userId` at `locationId` that took `duration` ms and finished `days` days (one unless
 * given) before BOARD_NOW; official when it was run in `eventId`.
 */
export function createRun(
  db: DbOrTx,
  {
    days = 1,
    ...run
  }: { userId: number; locationId: number; duration: number; days?: number; eventId?: number },
) {
  return createTime(db, { ...run, timeCompleted: daysBefore(BOARD_NOW, days) });
}

/**
 * A save's body (POST /Leaderboard/AddToLeaderboard): a run of `duration` ms at `locationId` that
 * finished `agoMs` (a minute unless given) before BOARD_NOW.
 */
export function runBody(locationId: number, duration: number, agoMs = 60_000) {
  const completed = new Date(BOARD_NOW.getTime() - agoMs);
  return {
    locationId,
    timeStarted: new Date(completed.getTime() - duration).toISOString(),
    timeCompleted: completed.toISOString(),
    duration,
  };
}
