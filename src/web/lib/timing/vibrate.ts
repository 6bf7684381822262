/** How long the phone buzzes on START and STOP: felt through a glove, over before the next tap. */
export const BUZZ_MS = 40;

type Vibrating = { vibrate?: (pattern: number) => boolean };

/** A short buzz where the phone can (no Vibration API on iOS Safari or desktops: then nothing). */
export function buzz(target: Vibrating | undefined = globalThis.navigator as Vibrating | undefined): void {
  if (typeof target?.vibrate !== 'function') return;
  try {
    target.vibrate(BUZZ_MS);
  } catch {
    // Refused (no user activation yet, or blocked in a frame): the buzz is a courtesy only.
  }
}
