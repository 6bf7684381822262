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
  /** Before START on a gate-only course: where a run timed by hand goes. */
  gateOnlyRule:
    "Only camera gate runs count on this course's board; runs timed by hand are saved to My Results.",
  /** The big button in the second after STOP, while it ignores a double tap. */
  wait: 'Wait…',
  /** The big read-out's name once the run is saved (it shows the saved time until the next START). */
  savedTime: 'Saved time',
  seeMyResults: 'See it in My Results',
  running: 'Stopwatch running',
  gate: 'Gate',
  courseNotFoundTitle: 'Location not found',
  courseNotFound: 'There is no open location with that number.',
} as const;

/** 'Stopped at 0:42.13' (read out by screen readers when the clock stops). */
export const stoppedAt = (time: string) => `Stopped at ${time}`;

/** 'Times here count from 0:30.00.' (before START on a course with a plausible minimum). */
export const minimumRule = (time: string) => `Times here count from ${time}.`;

/** 'Resume (4 s)': takes a STOP back, with the seconds it is still offered. */
export const resumeIn = (seconds: number) => `Resume (${seconds} s)`;

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
