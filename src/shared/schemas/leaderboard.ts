import { z } from 'zod';
import {
  BOARD_PAGE_DEFAULT,
  BOARD_PAGE_MAX,
  limits,
  MY_SPLIT_RUNS_MAX,
  SEGMENTS_LIMIT_DEFAULT,
  SEGMENTS_LIMIT_MAX,
  SPLITS_MAX,
} from '../limits';
import { MEMBER_TIMING_METHODS, TIMING_METHODS } from '../timing-method';
import { idField, idParam, periodSchema, photoSchema } from './common';
import { locationRefSchema } from './location';

const timingMethodSchema = z
  .enum(TIMING_METHODS)
  .describe("How the run was timed: a member's stopwatch (manual), a camera gate (gate) or a referee");

const witnessedSchema = z
  .boolean()
  .describe('The server saw the run happen: a gate run whose crossings it witnessed, or a referee time');

export const leaderboardRowSchema = z.object({
  id: z.number(),
  user: z.object({ userName: z.string(), current: photoSchema }),
  duration: z.number().describe('milliseconds'),
  tsDuration: z.string().describe('m:ss.hh'),
  timeStarted: z.string().describe('ISO-8601'),
  timeCompleted: z.string().describe('ISO-8601'),
  officialTime: z.boolean(),
  timingMethod: timingMethodSchema,
  witnessed: witnessedSchema,
  location: locationRefSchema,
  /** Place on the board: 1 + competitors whose best on that board is strictly faster. */
  standing: z.number(),
  obstaclesCleared: z
    .number()
    .int()
    .nullable()
    .describe(
      "Obstacles cleared as the event's format counts them (obstacles: before the first fail; penalty: all cleared); null at a time trial and on a location's boards",
    ),
  penaltyMs: z
    .number()
    .int()
    .describe('Milliseconds added for failed obstacles at a penalty event; 0 elsewhere'),
  rankedMs: z
    .number()
    .int()
    .describe(
      "The figure the board ranks: the time; time + penalties at a penalty event; the last cleared obstacle's mark at an obstacles event",
    ),
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

const splitMs = z
  .number({ error: 'Split must be a number of milliseconds' })
  .int('Split must be whole milliseconds')
  .positive('Split must be after the start');

/**
 * Optional splits of a run: `{ equipmentId, ms }` per obstacle of the course in its order, `ms`
 * cumulative from the start, strictly increasing, the last equal to `duration` (checked against
 * the course by the save: src/shared/splits.ts `checkSplits`). Without them a run saves as before.
 */
export const splitsInput = z
  .array(z.object({ equipmentId: idField('Split equipment id'), ms: splitMs }), {
    error: 'Splits must be a list of { equipmentId, ms }',
  })
  .max(SPLITS_MAX, `Splits must be ${SPLITS_MAX} or fewer`)
  .optional()
  .describe(
    'Cumulative milliseconds from the start at the end of each obstacle, one per obstacle of the course in its current order, strictly increasing, the last equal to duration. Absent or empty: the run saves without splits.',
  );

export const addToLeaderboardBody = z.object({
  locationId: idField('Location id'),
  timeStarted: dateTime('Start time'),
  timeCompleted: dateTime('Finish time'),
  duration: z
    .number({ error: 'Duration must be a number of milliseconds' })
    .int('Duration must be whole milliseconds'),
  splits: splitsInput,
  timingMethod: z
    .enum(MEMBER_TIMING_METHODS, { error: 'Timing method must be manual or gate' })
    .default('manual')
    .describe(
      'gate when a camera gate on the line timed the run; a referee time is recorded only by a referee',
    ),
  gatePairingId: idField('Gate pairing id')
    .optional()
    .describe(
      "the gate pairing whose crossings the server saw (POST /Gate/PostCrossing): the run is witnessed when they reached it as they happened and the run's start, finish and duration are theirs",
    ),
});
/** As a client sends it: `timingMethod` may be left out. */
export type AddToLeaderboardBody = z.input<typeof addToLeaderboardBody>;

/** Optional; a retry with the same key returns the first answer and saves nothing new. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1, 'Idempotency-Key must not be empty')
    .max(200, 'Idempotency-Key must be at most 200 characters')
    .optional(),
});

/** A saved split against the member's earlier runs with splits on the course (same obstacle order). */
export const savedSplitSchema = z.object({
  equipmentId: z.number().int(),
  ms: z.number().int().describe('milliseconds from the start'),
  segmentMs: z.number().int().describe('milliseconds on this obstacle alone'),
  deltaMs: z
    .number()
    .int()
    .nullable()
    .describe("ms minus the personal best's at this split (negative: ahead); null without a personal best"),
  segmentDeltaMs: z
    .number()
    .int()
    .nullable()
    .describe("segmentMs minus the personal best's segment; null without a personal best"),
  gold: z.boolean().describe("faster than every earlier segment of the member's on this obstacle"),
});
export type SavedSplit = z.infer<typeof savedSplitSchema>;

export const addToLeaderboardResponse = z.object({
  /** The member's place on the casual board of that location after this save (all time). */
  standing: z.number(),
  /** The saved time; its own `standing` is the place this time alone would take. */
  result: leaderboardRowSchema,
  /** True when no earlier time of the competitor on that board is as fast (their first counts). */
  personalBest: z.boolean(),
  splits: z
    .array(savedSplitSchema)
    .describe('The saved splits in course order; an empty list when the run was saved without splits.'),
  /**
   * The board rule counts the run (false: a hand-timed run on a gate-only course, kept in the
   * member's own results; `standing` then says where it would stand).
   */
  onBoard: z.boolean(),
});
export type AddToLeaderboardResponse = z.infer<typeof addToLeaderboardResponse>;

export const listUserResultsBody = z.object({ locationId: idField('Location id') });

/** One of the member's own runs: a board row, and what only its runner (and admins) see of it. */
export const ownRunSchema = leaderboardRowSchema.extend({
  standing: z
    .number()
    .nullable()
    .describe(
      "The member's place on the run's board (location, casual or comp, all time), on the run that holds it: " +
        'their best run that counts there. null on every other run, and on a run removed from the boards or one the board rule leaves out.',
    ),
  /** An admin took the run off every board, and said why (null while it counts). */
  removedReason: z.string().nullable(),
  /** The pictures of a gate run's crossings (each null until sent, and after 90 days); null without a pairing. */
  photos: z.object({ start: z.string().nullable(), finish: z.string().nullable() }).nullable(),
  /** A referee's marks of the run's obstacles in course order (an obstacles or penalty event); [] without. */
  obstacles: z.array(z.object({ equipmentId: z.number().int(), cleared: z.boolean(), ms: z.number().int() })),
});
export type OwnRun = z.infer<typeof ownRunSchema>;

export const myResultsResponse = z.object({
  count: z.number(),
  totalOfficial: z.number(),
  totalUnofficial: z.number(),
  time: ownRunSchema.nullable(),
  faster: z.boolean().nullable(),
  diffPercent: z.number().nullable(),
  official: z.array(ownRunSchema),
  unofficial: z.array(ownRunSchema),
});
export type MyResults = z.infer<typeof myResultsResponse>;

export const locationSplitsParams = z.object({ locationId: idParam('Location id') });

const segmentSplitSchema = z.object({
  equipmentId: z.number().int(),
  ms: z.number().int().describe('milliseconds from the start'),
  segmentMs: z.number().int().describe('milliseconds on this obstacle alone'),
});

/** The member's splits on a course; only runs timed over the course's current obstacle order count. */
export const mySplitsResponse = z.object({
  personalBest: z
    .object({
      timeId: z.number().int(),
      duration: z.number().int(),
      timingMethod: timingMethodSchema,
      witnessed: witnessedSchema,
      splits: z.array(segmentSplitSchema),
    })
    .nullable()
    .describe(
      "The member's personal best here: their fastest run that counts (the earliest of equal ones), null without one. " +
        'Its splits over the current obstacle order; empty when it was timed without them, and then nothing is compared with it.',
    ),
  bestSegments: z
    .array(z.object({ equipmentId: z.number().int(), segmentMs: z.number().int(), timeId: z.number().int() }))
    .describe('Per obstacle in course order, the fastest segment and its run; empty without runs.'),
  sumOfBest: z.number().int().nullable().describe('The sum of the best segments; null without runs.'),
  possibleTimeSave: z
    .array(z.object({ equipmentId: z.number().int(), ms: z.number().int() }))
    .describe(
      "Per obstacle, the personal best's segment minus the best segment; empty without runs or when the personal best has no splits.",
    ),
});
export type MySplits = z.infer<typeof mySplitsResponse>;

/** The member's runs with splits on a course's current obstacle order, for a chart over time. */
export const mySplitRunsResponse = z
  .array(
    z.object({
      timeId: z.number().int(),
      timeCompleted: z.string().describe('ISO-8601'),
      duration: z.number().int(),
      timingMethod: timingMethodSchema,
      witnessed: witnessedSchema,
      splits: z.array(segmentSplitSchema),
    }),
  )
  .describe(
    "The signed-in member's latest runs with splits over the course's current obstacle order (at most " +
      `${MY_SPLIT_RUNS_MAX}), oldest first.`,
  );
export type MySplitRuns = z.infer<typeof mySplitRunsResponse>;

const segmentsLimit = z.coerce
  .number({ error: 'Limit must be a number' })
  .int('Limit must be a whole number')
  .min(1, 'Limit must be 1 or more')
  .max(SEGMENTS_LIMIT_MAX, `Limit must be ${SEGMENTS_LIMIT_MAX} or less`)
  .default(SEGMENTS_LIMIT_DEFAULT);

export const segmentsQuery = z.object({ period: periodSchema, limit: segmentsLimit });

export const segmentRowSchema = z.object({
  /** 1 + competitors whose best segment on this obstacle is strictly faster (ties share a place). */
  standing: z.number().int(),
  user: z.object({ userName: z.string(), current: photoSchema }),
  segmentMs: z.number().int(),
  timeId: z.number().int(),
  timeCompleted: z.string().describe('ISO-8601'),
});
export type SegmentRow = z.infer<typeof segmentRowSchema>;

/** Per obstacle in course order, each competitor's fastest segment, fastest first, up to `limit`. */
export const segmentsResponse = z.array(
  z.object({ equipmentId: z.number().int(), name: z.string(), rows: z.array(segmentRowSchema) }),
);
export type Segments = z.infer<typeof segmentsResponse>;
