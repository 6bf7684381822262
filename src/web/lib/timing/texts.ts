/**
 * Texts of timing a run that SPEC leaves open, shared by the member's stopwatch and the referee's
 * lanes (SPEC's own come from src/shared/messages.ts).
 */
export const timingTexts = {
  /** Beside a saved time that is the member's fastest at that location. */
  personalBest: 'Personal best',
  personalBestLine: 'Personal best: your fastest time here.',
  /** A saved run the board rule leaves out (a hand-timed run on a gate-only course). */
  savedNotOnBoard: 'Saved to My Results, not the board',
  start: 'START',
  stop: 'STOP',
  saveTime: 'SAVE TIME',
  loginToSave: 'LOG IN TO SAVE',
  /** The big button once the server refused the time: it can never be saved, only cleared. */
  discardTime: 'DISCARD TIME',
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
  notSavedTitle: 'This time was not saved',
  /** After a refusal: what to do instead of trying again. */
  refusedNext: 'Discard it to time a new run.',
  /** The button that closes the current obstacle's segment while a run goes. */
  split: 'SPLIT',
  undoSplit: 'Undo split',
  splitsHeading: 'Splits',
  /** Stopped after some obstacles were split but not all: the time saves without them. */
  splitsLeftOff: 'Not every obstacle was split, so this time saves without splits.',
  lastObstacle: 'STOP at the finish',
} as const;

/** 'Obstacle 2 of 5' (the obstacle being run now). */
export const obstacleOf = (number: number, of: number) => `Obstacle ${number} of ${of}`;

/** 'Undo split: Monkey Bars' (the button that takes the last split back, named for its obstacle). */
export const undoSplitOf = (name: string) => `Undo split: ${name}`;

/** What a screen reader hears on a split: 'Monkey Bars 0:12.40, 0.31 seconds ahead. Next: Rope Climb'. */
export function splitAnnouncement(name: string, segment: string, comparison: string, next: string | null) {
  const done = comparison ? `${name} ${segment}, ${comparison}.` : `${name} ${segment}.`;
  return next ? `${done} Next: ${next}` : `${done} ${timingTexts.lastObstacle}`;
}

/** Above the waiting saves the server will never take (finished too long ago, or refused). */
export const cannotSendHeading = (count: number) =>
  count === 1 ? '1 kept time can no longer be saved.' : `${count} kept times can no longer be saved.`;

/** 'My run (0:42.13), finished 3/5/2026 9:14 am' (a kept save listed for discarding). */
export const keptRunFinished = (label: string, finished: string) => `${label}, finished ${finished}`;

/** 'Discard My run (0:42.13), finished 3/5/2026 9:14 am' (the button, named for what it drops). */
export const discardKeptRun = (run: string) => `Discard ${run}`;

/** 'Undo discarding 0:42.13' (the toast's Undo button, named for what it brings back). */
export const undoDiscarding = (time: string) => `Undo discarding ${time}`;
