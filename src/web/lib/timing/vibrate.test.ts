import { describe, expect, it } from 'vitest';
import { BUZZ_MS, buzz } from './vibrate';

describe('buzz', () => {
  it('vibrates briefly where the phone can', () => {
    const calls: number[] = [];
    buzz({ vibrate: (ms) => calls.push(ms) > 0 });
    expect(calls).toEqual([BUZZ_MS]);
  });

  it('does nothing without the Vibration API, and survives a refusal', () => {
    expect(() => buzz({})).not.toThrow();
    expect(() => buzz(undefined)).not.toThrow();
    expect(() =>
      buzz({
        vibrate: () => {
          throw new Error('blocked');
        },
      }),
    ).not.toThrow();
  });
});
