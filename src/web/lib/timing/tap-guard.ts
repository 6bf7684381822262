/**
 * The double-tap guard: a second press within this long of an accepted press is ignored,
 * so the natural "did it register?" tap on STOP cannot start the clock again and lose the run.
 */
export const TAP_GUARD_MS = 1_000;

export interface TapGuard {
  /** Runs `action` unless a press was accepted less than the window ago; true when it ran. */
  run(action: () => void): boolean;
  /**
   * Opens the window as if a press had just been accepted: for a change of the button's meaning that
   * came from elsewhere (a save answered resets the watch, turning SAVE TIME into START under a
   * thumb that may be tapping again).
   */
  hold(): void;
  /** How long presses are still ignored (0 once the window has closed): for a button to show it waits. */
  remainingMs(): number;
}

/** A monotonic clock by default: a change of the phone's wall clock must not open or shut the window. */
export function createTapGuard(
  windowMs: number = TAP_GUARD_MS,
  now: () => number = () => performance.now(),
): TapGuard {
  let acceptedAt = Number.NEGATIVE_INFINITY;
  return {
    run(action) {
      const at = now();
      // Measured from the last accepted press: ignored taps do not stretch the window.
      if (at - acceptedAt < windowMs) return false;
      acceptedAt = at;
      action();
      return true;
    },
    hold() {
      acceptedAt = now();
    },
    remainingMs() {
      return Math.max(0, acceptedAt + windowMs - now());
    },
  };
}

/** The parts of a pointer event the handlers use. */
export type PressPointer = { button: number; isPrimary: boolean; preventDefault(): void };

export interface PressHandlers {
  onPointerDown(event: PressPointer): void;
  onPointerCancel(): void;
  onClick(): void;
  onKeyDown(): void;
}

/**
 * Button handlers that act once per press. A pointer (finger, pen, mouse) acts on pointerdown, the
 * moment the thumb lands, which is also the most exact time for START and STOP; the click the browser
 * then fires for that same press is swallowed, so one touch is one action. A click with no pointerdown
 * before it (Space or Enter on the focused button, assistive technology) acts through the same guard.
 */
export function createPressHandlers(guard: TapGuard, action: () => void): PressHandlers {
  let clickFollows = false;
  return {
    onPointerDown(event) {
      // Right or middle mouse buttons, and a second finger, are not presses.
      if (event.button !== 0 || !event.isPrimary) return;
      // No mousedown follows for this press, so the button does not take the focus from where the
      // action put it (LOG IN TO SAVE focuses the panel's first field) and a long press selects no text.
      event.preventDefault();
      clickFollows = true;
      guard.run(action);
    },
    onPointerCancel() {
      // The browser took the touch for a scroll: no click comes.
      clickFollows = false;
    },
    onClick() {
      if (clickFollows) {
        clickFollows = false;
        return;
      }
      guard.run(action);
    },
    onKeyDown() {
      // A key press makes its own click; a pointer press that never clicked must not swallow it.
      clickFollows = false;
    },
  };
}
