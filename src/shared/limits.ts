export const limits = {
  passwordMin: 6,
  staffPasswordMin: 8,
  userNameMin: 2,
  userNameMax: 12,
  personNameMin: 2,
  feedbackCommentMax: 300,
  smsLength: 160,
  smsCostPerMessage: 0.055,
  filterDebounceMs: 350,
  competitorSearchDebounceMs: 250,
  standingCongratulate: 10,
  durationMinMs: 1_000,
  durationMaxMs: 86_400_000,
  durationToleranceMs: 1_000,
  completedFutureToleranceMs: 5 * 60_000,
  refereeWindowBeforeMs: 60 * 60_000,
  refereeWindowAfterMs: 24 * 60 * 60_000,
  loginFailuresAllowed: 5,
  loginFailureWindowMs: 15 * 60_000,
  routeFadeMs: 300,
} as const;

export const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type StateCode = (typeof STATES)[number];

export const PERIODS = ['all', 'year', 'month', 'week', 'day'] as const;
export type Period = (typeof PERIODS)[number];
