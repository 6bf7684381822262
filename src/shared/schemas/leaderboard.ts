import { z } from 'zod';
import { BOARD_PAGE_DEFAULT, BOARD_PAGE_MAX, limits } from '../limits';
import { idField, idParam, periodSchema, photoSchema } from './common';
import { locationRefSchema } from './location';

export const leaderboardRowSchema = z.object({
  id: z.number(),
  user: z.object({ userName: z.string(), current: photoSchema }),
  duration: z.number().describe('milliseconds'),
  tsDuration: z.string().describe('m:ss.hh'),
  timeStarted: z.string().describe('ISO-8601'),
  timeCompleted: z.string().describe('ISO-8601'),
  officialTime: z.boolean(),
  location: locationRefSchema,
  /** Place on the board: 1 + competitors whose best on that board is strictly faster. */
  standing: z.number(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;
export const leaderboardRowsSchema = z.array(leaderboardRowSchema);

export const periodQuery = z.object({ period: periodSchema });

const BOARD_OFFSET_MAX = 10_000_000;

/** `limit` and `offset` of a board; `text` for a query string, where they arrive as text. */
function boardPageFields(text: boolean) {
  const whole = (label: string) =>
    (text
      ? z.coerce.number({ error: `${label} must be a number` })
      : z.number({ error: `${label} must be a number` })
    ).int(`${label} must be a whole number`);
  return {
    limit: whole('Limit')
      .min(1, 'Limit must be 1 or more')
      .max(BOARD_PAGE_MAX, `Limit must be ${BOARD_PAGE_MAX} or less`)
      .default(BOARD_PAGE_DEFAULT),
    offset: whole('Offset')
      .min(0, 'Offset must be 0 or more')
      .max(BOARD_OFFSET_MAX, `Offset must be ${BOARD_OFFSET_MAX} or less`)
      .default(0),
  };
}

/** A board's query string: its period and page. */
export const boardPageQuery = z.object({ period: periodSchema, ...boardPageFields(true) });

export const listResultsBody = z.object({
  locationId: idField('Location id'),
  period: periodSchema,
  official: z.boolean({ error: 'Official must be true or false' }).default(false),
  ...boardPageFields(false),
});
export type ListResultsBody = z.infer<typeof listResultsBody>;

export const eventBoardParams = z.object({ eventId: idParam('Event id') });
export const casualResultsParams = z.object({ id: idParam('Location id') });
export const timeIdParams = z.object({ id: idParam('Time id') });

export const overviewResponse = z.array(
  z.object({ location: locationRefSchema, casual: leaderboardRowsSchema, comp: leaderboardRowsSchema }),
);
export type Overview = z.infer<typeof overviewResponse>;

/** PostgreSQL has no year 0, so '0000-…' (or year 1 shifted back by an offset) would fail the insert. */
const EARLIEST_MS = Date.parse('0001-01-01T00:00:00Z');

const dateTime = (label: string) => {
  const message = `${label} must be an ISO date and time`;
  return z.iso
    .datetime({ offset: true, error: message })
    .max(limits.dateTimeMax, message)
    .refine((value) => Date.parse(value) >= EARLIEST_MS, message);
};

export const addToLeaderboardBody = z.object({
  locationId: idField('Location id'),
  timeStarted: dateTime('Start time'),
  timeCompleted: dateTime('Finish time'),
  duration: z
    .number({ error: 'Duration must be a number of milliseconds' })
    .int('Duration must be whole milliseconds'),
});
export type AddToLeaderboardBody = z.infer<typeof addToLeaderboardBody>;

/** Optional; a retry with the same key returns the first answer and saves nothing new. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1, 'Idempotency-Key must not be empty')
    .max(200, 'Idempotency-Key must be at most 200 characters')
    .optional(),
});

export const addToLeaderboardResponse = z.object({
  /** The member's place on the casual board of that location after this save (all time). */
  standing: z.number(),
  /** The saved time; its own `standing` is the place this time alone would take. */
  result: leaderboardRowSchema,
  /** True when no earlier time of the competitor on that board is as fast (their first counts). */
  personalBest: z.boolean(),
});
export type AddToLeaderboardResponse = z.infer<typeof addToLeaderboardResponse>;

export const listUserResultsBody = z.object({ locationId: idField('Location id') });

export const myResultsResponse = z.object({
  count: z.number(),
  totalOfficial: z.number(),
  totalUnofficial: z.number(),
  time: leaderboardRowSchema.nullable(),
  faster: z.boolean().nullable(),
  diffPercent: z.number().nullable(),
  official: leaderboardRowsSchema,
  unofficial: leaderboardRowsSchema,
});
export type MyResults = z.infer<typeof myResultsResponse>;
