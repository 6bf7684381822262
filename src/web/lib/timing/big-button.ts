import { hasUnsavedTime, type StopwatchState, statusOf } from './stopwatch';
import { timingTexts } from './texts';

/**
 * What the one big button of a stopwatch (the member's, and each referee lane's) does now. START and
 * STOP while there is nothing to lose; once stopped with an unsaved time it saves it (a member, a
 * referee) or opens the login / sign-up panel (a guest), so START, which would begin a new run over
 * it, is not offered until the time is saved, kept on the phone or discarded. A time the server
 * refused can never be saved: the button then discards it (with Undo), which makes way for a new run.
 */
export type BigButtonAction = 'start' | 'stop' | 'save' | 'login' | 'discard';

export function bigButtonAction(
  state: StopwatchState,
  { isLoggedIn, kept, refused = false }: { isLoggedIn: boolean; kept: boolean; refused?: boolean },
): BigButtonAction {
  if (statusOf(state) === 'running') return 'stop';
  if (!hasUnsavedTime(state, kept)) return 'start';
  if (refused) return 'discard';
  return isLoggedIn ? 'save' : 'login';
}

export const BIG_BUTTON_LABELS: Record<BigButtonAction, string> = {
  start: timingTexts.start,
  stop: timingTexts.stop,
  save: timingTexts.saveTime,
  login: timingTexts.loginToSave,
  discard: timingTexts.discardTime,
};

/** Mantine colours; START keeps the theme's primary. Each passes contrast with white text. */
export const BIG_BUTTON_COLORS: Record<BigButtonAction, string | undefined> = {
  start: undefined,
  stop: 'red.9',
  save: 'blue.9',
  login: 'blue.9',
  discard: 'gray.8',
};

/** RESET asks first whenever it would lose a time: a running clock or a stopped, unsaved time. */
export function resetNeedsConfirm(state: StopwatchState, kept: boolean): boolean {
  return statusOf(state) === 'running' || hasUnsavedTime(state, kept);
}

/** Discard (with its undo toast) is offered for a stopped time that is not saved or kept. */
export const canDiscard = hasUnsavedTime;
