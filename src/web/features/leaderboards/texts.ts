/** The Leaderboards page's words that docs/spec.md leaves open. */
export const leaderboardsTexts = {
  loading: 'Loading leaderboards…',
  empty: 'No locations are open yet.',
} as const;

/** 'Show the top 5', on a course's unfold control; the course's name follows for screen readers. */
export const showTheTop = (count: number) => `Show the top ${count}`;
