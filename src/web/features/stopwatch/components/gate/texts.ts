import type { GateState } from '../../../../../shared/gate/detector';

/** The gate screen's texts (loaded with the screen, not with the stopwatch). */
export const gateTexts = {
  title: 'Gate',
  close: 'Close gate',
  cancel: 'Cancel',
  armGate: 'Arm the gate',
  arm: 'Arm',
  armAgain: 'Arm again',
  tryAgain: 'Try again',
  preview: 'Camera preview',
  line: 'Gate line',
  lineHint: 'Drag the line onto the real line, or move it with the arrow keys.',
  lineLocked: 'The line stays put while a run is timed.',
  sensitivity: 'Sensitivity',
  sensitivityHint: 'Higher for clothes close to the background, lower if grass or flags set it off.',
  result: 'Run time',
  starting: 'Starting the camera…',
  learning: 'Learning the view: stand clear of the line.',
  settingUp: 'SETTING UP',
  setUpHint: 'Set the phone up as shown, put the line on the real one, then arm the gate.',
  paused: 'The camera is off while this page is hidden.',
  held: 'Save or discard the time below to arm the gate again.',
  twoPhones: 'Start and finish apart? Use two phones',
  privacy: 'Nothing is recorded and no picture leaves this phone.',
  guideTitle: 'How to set up the phone',
  guideSteps: [
    'Prop the phone side-on at the line, steady, with the camera looking across the course.',
    'Drag the line in the preview onto the real line, at chest height of a runner.',
    'Arm the gate and wait for ARMED, then start from behind the line: crossing it starts the clock.',
  ],
  useButtons: 'Time with the buttons',
} as const;

/** The word the screen shows for each state (IDLE is the gate after Cancel). */
export const stateWords: Record<GateState, string> = {
  IDLE: 'NOT ARMED',
  ARMED: 'ARMED',
  RUNNING: 'RUNNING',
  FINISHED: 'FINISHED',
};

/** What each state means for the member, under the word. */
export function stateHint(state: GateState, minimumSeconds: number): string {
  switch (state) {
    case 'IDLE':
      return 'The gate is not timing. Arm it to time the next run.';
    case 'ARMED':
      return 'Waiting for a runner to cross the line: the crossing starts the clock.';
    case 'RUNNING':
      return `The next crossing after ${minimumSeconds} s stops the clock.`;
    case 'FINISHED':
      return 'Finished. Save the time below.';
  }
}

/** Why the camera gave no picture, what to do about it, and the hand stopwatch as the way on. */
export const cameraProblems = {
  denied: {
    title: 'Camera not allowed',
    message: "Allow the camera for this site in the browser's settings, then try again.",
    instead: 'Or time the run with the buttons.',
  },
  'no-camera': {
    title: 'No camera found',
    message: 'This phone has no camera the gate can use.',
    instead: 'Time the run with the buttons instead.',
  },
  failed: {
    title: 'The camera could not start',
    message: 'Something kept the camera from starting. Try again.',
    instead: 'Or time the run with the buttons.',
  },
} as const;
