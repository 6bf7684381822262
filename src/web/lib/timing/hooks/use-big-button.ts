import { BIG_BUTTON_COLORS, BIG_BUTTON_LABELS, type BigButtonAction, bigButtonAction } from '../big-button';
import type { TapGuard } from '../tap-guard';
import { buzz } from '../vibrate';
import { useDiscard } from './use-discard';
import type { RunSaveStatus } from './use-pending-saves';
import type { StopwatchControls } from './use-stopwatch';
import { useGuardedPress } from './use-tap-guard';

interface BigButtonOptions {
  isLoggedIn: boolean;
  /** Where the current run's save stands in the phone's queue. */
  saveStatus: RunSaveStatus;
  /** Shared with a keyboard shortcut, and held when a save's answer changes the button's meaning. */
  guard: TapGuard;
  onSave: () => void;
  /** A guest's tap on LOG IN TO SAVE. */
  onLogin?: () => void;
  /** Before a new run starts (the member's stopwatch fetches the guest panel then). */
  onStart?: () => void;
}

/**
 * The big button of a stopwatch, one behaviour for the member's stopwatch and every referee lane:
 * what it does now (`bigButtonAction`), its label and colour, and its press handlers behind the 1 s
 * double-tap guard. `discard` is the same Discard with Undo that the small button beside RESET uses.
 */
export function useBigButton(watch: StopwatchControls, options: BigButtonOptions) {
  const { isLoggedIn, saveStatus, guard } = options;
  const action = bigButtonAction(watch.state, {
    isLoggedIn,
    kept: saveStatus === 'kept',
    refused: saveStatus === 'rejected',
  });
  const discard = useDiscard(watch);

  function perform(next: BigButtonAction) {
    if (next === 'start') {
      options.onStart?.();
      discard.dismiss();
      watch.start();
      buzz();
    } else if (next === 'stop') {
      watch.stop();
      buzz();
    } else if (next === 'save') options.onSave();
    else if (next === 'discard') discard.discard();
    else options.onLogin?.();
  }
  const press = useGuardedPress(() => perform(action), guard);

  return {
    action,
    perform,
    press,
    discard,
    label: BIG_BUTTON_LABELS[action],
    color: BIG_BUTTON_COLORS[action],
    sending: action === 'save' && saveStatus === 'sending',
  };
}

export type BigButton = ReturnType<typeof useBigButton>;
