/** The stopwatch's own texts beyond SPEC (SPEC's come from src/shared/messages.ts). */
export const stopwatchTexts = {
  start: 'START',
  stop: 'STOP',
  saveTime: 'SAVE TIME',
  loginToSave: 'LOG IN TO SAVE',
  reset: 'RESET',
  discard: 'Discard',
  discarded: 'Time discarded',
  undo: 'Undo',
  resetTitle: 'Reset the stopwatch?',
  resetRunning: 'The clock is running. Resetting it loses this run.',
  resetUnsaved: 'This time has not been saved. Resetting it loses the time.',
  keepTime: 'Keep the time',
  close: 'Close',
  confirmReset: 'Reset',
  seeBoard: 'See your place on the board',
  notSavedTitle: 'This time was not saved',
  notSavedKept: 'It stays here until you discard it.',
  guestPrompt: 'Log in or sign up to save this time to the leaderboard.',
  guestPanelUnavailable: 'The login form could not load',
  guestPanelRetry: 'Check your signal and try again. Your time stays here.',
  keyboardTip: 'Tip: press Space or Enter to start and stop.',
  running: 'Stopwatch running',
  courseNotFoundTitle: 'Location not found',
  courseNotFound: 'There is no open location with that number.',
} as const;

/** 'Stopped at 0:42.13' (read out by screen readers when the clock stops). */
export const stoppedAt = (time: string) => `Stopped at ${time}`;

/** 'Saved 0:42.13' (the run just saved, shown once the watch has reset for the next one). */
export const savedRun = (time: string) => `Saved ${time}`;

/** 'Undo discarding 0:42.13' (the toast's Undo button, named for what it brings back). */
export const undoDiscarding = (time: string) => `Undo discarding ${time}`;
