/** My Results' own words for its lists of runs (SPEC's are in src/shared/messages.ts). */
export const resultsTexts = {
  /** On the run that holds the member's place on its board: their best run there that counts. */
  place: (standing: number) => `Place ${standing}: your best here`,
  /** The pager's landmark: 'Pages of Social times'. */
  pages: (list: string) => `Pages of ${list}`,
  /** Which rows of how many the page shows: 'Times 11–20 of 42'. */
  showing: (first: number, last: number, total: number) => `Times ${first}–${last} of ${total}`,
  /** A marked run's list of its obstacles' marks, and the word before each number (read, not shown). */
  marks: 'Obstacle marks',
  obstacle: 'Obstacle',
} as const;

/** Rows a list of runs shows per page: a phone screen or two, not a wall of 40 cards. */
export const RUNS_PER_PAGE = 10;
