/** The two-phone gate's texts (no SPEC text covers it). */
export const gatePairTexts = {
  title: 'Two phones',
  intro: 'One phone watches the start line, the other the finish line. Both take their time from the server.',
  beStart: 'This phone is the start',
  beFinish: 'This phone is the finish',
  creating: 'Making a pairing…',
  createFailed: 'The pairing could not be made',
  codeLabel: 'Code',
  codeHint: 'Type the 8-character code shown on the start phone',
  join: 'Join',
  joining: 'Joining the start phone…',
  showCode: 'On the finish phone, scan this QR code or type the code:',
  qrAlt: 'QR code that joins the finish phone',
  waitingForFinish: 'Waiting for the finish phone to join…',
  finishJoined: 'Finish phone joined',
  syncing: 'Syncing this phone…',
  syncFailed: 'This phone could not sync. Check the signal and sync again.',
  syncAgain: 'Sync again',
  runClock: 'Run time',
  waitForStart: 'Waiting for the runner to cross the start line',
  startCrossed: 'Runner started: the finish phone takes the finish',
  waitForRunner: 'Waiting for the start phone’s runner',
  waitForFinish: 'Waiting for the runner to cross the finish line',
  crossingFailed: 'The crossing was not taken',
  expired: 'This pairing has expired. Start again on the start phone.',
  saveTime: 'SAVE TIME',
  saved: 'Saved',
  startPhoneSaves: 'The start phone saves this run to its runner’s results.',
  startNeedsLogin:
    'The start phone saves the run to its member’s results: log in on this phone to be the start.',
  logIn: 'Log in',
  kept: 'Kept on this phone: it is sent when there is signal.',
  cameraStarting: 'Starting the camera…',
  cameraPaused: 'Camera paused while the page is hidden',
  cameraProblem: 'The camera is not available. Allow it and try again.',
  tryCamera: 'Try the camera again',
} as const;

/** Whole milliseconds, rounded up and never under 1: "within 0 ms" would claim too much. */
const wholeMs = (ms: number) => Math.max(1, Math.ceil(ms));

/**
 * 'This phone is in sync (within 2 ms)': how closely this phone keeps the pair's one clock (the
 * server's), from the measured uncertainty. The offset itself is the phone's business, not the runner's.
 */
export const inSyncText = (uncertaintyMs: number) =>
  `This phone is in sync (within ${wholeMs(uncertaintyMs)} ms)`;

/** 'Timed to within 7 ms': the run's uncertainty, both phones' together. */
export const runMarginText = (uncertaintyMs: number) => `Timed to within ${wholeMs(uncertaintyMs)} ms`;
