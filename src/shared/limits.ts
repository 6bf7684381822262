export const limits = {
  passwordMin: 6,
  staffPasswordMin: 8,
  userNameMin: 2,
  userNameMax: 12,
  personNameMin: 2,
  feedbackCommentMax: 300,
  // Longest text a request may carry per field where SPEC sets none: past it, a 400 naming the field.
  emailMax: 254,
  passwordMax: 200,
  phoneMax: 20,
  personNameMax: 100,
  pathMax: 200,
  tokenMax: 2048,
  codeMax: 200,
  dateTimeMax: 40,
  searchMax: 100,
  freeTextMax: 4000,
  /** Characters of editor HTML; at 4 bytes each it still fits the server's 256 KiB JSON body limit. */
  richTextMax: 60_000,
  smsLength: 160,
  smsCostPerMessage: 0.055,
  /** One bulk SMS: ten 160-character parts, the most Twilio's Body takes. */
  smsMessageMax: 1600,
  filterDebounceMs: 350,
  competitorSearchDebounceMs: 250,
  /** A referee's competitor search: fewer characters would match half the members. */
  competitorSearchMin: 3,
  standingCongratulate: 10,
  durationMinMs: 1_000,
  durationMaxMs: 86_400_000,
  durationToleranceMs: 1_000,
  /**
   * How far ahead of the server's clock a finish may be: a phone's clock running a little fast
   * (docs/design.md says 5 minutes). Further ahead is a run that has not happened yet.
   */
  completedFutureToleranceMs: 5 * 60_000,
  /**
   * How long ago a saved run may have finished: a stopwatch save waits offline for days at most,
   * while a run dated months or centuries back would win every tie on the boards (earlier finish first).
   */
  completedPastWindowDays: 30,
  refereeWindowBeforeMs: 60 * 60_000,
  refereeWindowAfterMs: 24 * 60 * 60_000,
  loginFailuresAllowed: 5,
  loginFailureWindowMs: 15 * 60_000,
  routeFadeMs: 300,
} as const;

/**
 * A board page: 50 rows unless asked, at most 500; the total rides in X-Total-Count. Here and
 * not beside the board schemas: the web's first load takes these numbers without zod.
 */
export const BOARD_PAGE_DEFAULT = 50;
export const BOARD_PAGE_MAX = 500;

export const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type StateCode = (typeof STATES)[number];

export const PERIODS = ['all', 'year', 'month', 'week', 'day'] as const;
export type Period = (typeof PERIODS)[number];

/** Splits of one run: one per obstacle, so no course needs more. */
export const SPLITS_MAX = 100;
/** Fastest segments per obstacle (the Segments board): 10 unless asked, at most 100. */
export const SEGMENTS_LIMIT_DEFAULT = 10;
export const SEGMENTS_LIMIT_MAX = 100;
/** A member's runs with splits on one course that My Results charts: the latest this many. */
export const MY_SPLIT_RUNS_MAX = 100;
