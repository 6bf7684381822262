/**
 * How a run was timed: a member's stopwatch ('manual'), a camera gate on the line ('gate'), or a
 * referee at an event ('referee'). Zod-free so the web's first load can use it.
 */
export const TIMING_METHODS = ['manual', 'gate', 'referee'] as const;
export type TimingMethod = (typeof TIMING_METHODS)[number];

/** What a member may say about their own run; only a referee's recording is 'referee'. */
export const MEMBER_TIMING_METHODS = ['manual', 'gate'] as const;
export type MemberTimingMethod = (typeof MEMBER_TIMING_METHODS)[number];
