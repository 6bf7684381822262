import { z } from 'zod';
import { eventSchema } from './event';
import { leaderboardRowsSchema } from './leaderboard';

/**
 * GET /Home/Summary: what Home shows a visitor besides the course picker. The event on now, else the
 * next to start (null when none is to come), and the course records of the last 7 days: each active
 * course whose all-time Social #1 was set within them, newest first.
 */
export const homeSummaryResponse = z.object({
  event: eventSchema.nullable(),
  eventOnNow: z
    .boolean()
    .describe('The event has started and not ended; false for the next one, or without one'),
  records: leaderboardRowsSchema.describe(
    "Each active course's all-time Social #1 (of the times that count) completed in the last 7 days, newest first, at most 5; standing is 1",
  ),
});
export type HomeSummary = z.infer<typeof homeSummaryResponse>;
