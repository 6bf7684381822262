import { hasUnsavedTime, type StopwatchState, statusOf } from '../../../lib/timing/stopwatch';

/**
 * What the one big button does now. START and STOP while there is nothing to lose; once stopped with
 * an unsaved time it saves it (a member) or opens the login / sign-up panel (a guest), so START, which
 * would begin a new run over it, is not offered until the time is saved, kept on the phone or
 * discarded.
 */
export type BigButtonAction = 'start' | 'stop' | 'save' | 'login';

export function bigButtonAction(
  state: StopwatchState,
  { isLoggedIn, kept }: { isLoggedIn: boolean; kept: boolean },
): BigButtonAction {
  if (statusOf(state) === 'running') return 'stop';
  if (hasUnsavedTime(state, kept)) return isLoggedIn ? 'save' : 'login';
  return 'start';
}

/** RESET asks first whenever it would lose a time: a running clock or a stopped, unsaved time. */
export function resetNeedsConfirm(state: StopwatchState, kept: boolean): boolean {
  return statusOf(state) === 'running' || hasUnsavedTime(state, kept);
}

/** Discard (with its undo toast) is offered for a stopped time that is not saved or kept. */
export const canDiscard = hasUnsavedTime;
