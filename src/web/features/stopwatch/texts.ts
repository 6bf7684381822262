/**
 * The member stopwatch's own texts beyond SPEC (SPEC's come from src/shared/messages.ts; those it
 * shares with the referee's lanes from src/web/lib/timing/texts.ts).
 */
export const stopwatchTexts = {
  seeBoard: 'See your place on the board',
  guestPrompt: 'Log in or sign up to save this time to the leaderboard.',
  guestPanelUnavailable: 'The login form could not load',
  guestPanelRetry: 'Check your signal and try again. Your time stays here.',
  keyboardTip: 'Tip: press Space or Enter to start and stop.',
  running: 'Stopwatch running',
  gate: 'Gate',
  courseNotFoundTitle: 'Location not found',
  courseNotFound: 'There is no open location with that number.',
} as const;

/** 'Stopped at 0:42.13' (read out by screen readers when the clock stops). */
export const stoppedAt = (time: string) => `Stopped at ${time}`;

/** 'Saved 0:42.13' (the run just saved, shown once the watch has reset for the next one). */
export const savedRun = (time: string) => `Saved ${time}`;

/** The table of a run saved with splits. */
export const splitTexts = {
  runSplitsTitle: 'Your splits',
  obstacle: 'Obstacle',
  segment: 'Segment',
  toPersonalBest: 'To PB',
  gold: 'Gold',
  notGold: 'Not gold',
  obstacleNumber: (number: number) => `Obstacle ${number}`,
  sumOfBest: (time: string) => `Sum of best: ${time}`,
  loadingSumOfBest: 'Loading your sum of best…',
} as const;
