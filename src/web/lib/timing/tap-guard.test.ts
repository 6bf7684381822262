import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPressHandlers, createTapGuard, TAP_GUARD_MS } from './tap-guard';

const finger = { button: 0, isPrimary: true, preventDefault: () => undefined };

// The guard reads performance.now(): the fake clock moves only when the test says.
beforeEach(() => vi.useFakeTimers({ toFake: ['performance', 'Date'] }));
afterEach(() => vi.useRealTimers());

describe('createTapGuard', () => {
  it('ignores a press within 1 s of the last accepted one, and takes the next after it', () => {
    const guard = createTapGuard();
    const action = vi.fn();
    expect(guard.run(action)).toBe(true);
    vi.advanceTimersByTime(TAP_GUARD_MS - 1);
    expect(guard.run(action)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(guard.run(action)).toBe(true);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('measures from the accepted press: ignored taps do not stretch the window', () => {
    const guard = createTapGuard();
    const action = vi.fn();
    guard.run(action);
    for (let tap = 0; tap < 9; tap += 1) {
      vi.advanceTimersByTime(100);
      guard.run(action);
    }
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(guard.run(action)).toBe(true);
  });

  it('hold opens the window without a press: a tap just after a save answered is ignored', () => {
    const guard = createTapGuard();
    const action = vi.fn();
    guard.hold();
    vi.advanceTimersByTime(TAP_GUARD_MS - 1);
    expect(guard.run(action)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(guard.run(action)).toBe(true);
  });

  it('says how long presses are still ignored, so a button can show that it waits', () => {
    const guard = createTapGuard();
    expect(guard.remainingMs()).toBe(0);
    guard.run(() => undefined);
    expect(guard.remainingMs()).toBe(TAP_GUARD_MS);
    vi.advanceTimersByTime(400);
    guard.run(() => undefined);
    expect(guard.remainingMs()).toBe(TAP_GUARD_MS - 400);
    vi.advanceTimersByTime(TAP_GUARD_MS);
    expect(guard.remainingMs()).toBe(0);
  });
});

describe('createPressHandlers', () => {
  it('acts on the touch itself and swallows the click the browser fires for it', () => {
    const action = vi.fn();
    const press = createPressHandlers(createTapGuard(), action);
    press.onPointerDown(finger);
    expect(action).toHaveBeenCalledTimes(1);
    press.onClick();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('ignores a double tap on STOP (two touches and their clicks within 1 s): one action', () => {
    const action = vi.fn();
    const press = createPressHandlers(createTapGuard(), action);
    press.onPointerDown(finger);
    press.onClick();
    vi.advanceTimersByTime(180);
    press.onPointerDown(finger);
    press.onClick();
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TAP_GUARD_MS);
    press.onPointerDown(finger);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('acts on a click with no pointer before it (Space or Enter on the button), through the same guard', () => {
    const action = vi.fn();
    const press = createPressHandlers(createTapGuard(), action);
    press.onKeyDown();
    press.onClick();
    press.onKeyDown();
    press.onClick();
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TAP_GUARD_MS);
    press.onClick();
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('takes no right click or second finger as a press', () => {
    const action = vi.fn();
    const press = createPressHandlers(createTapGuard(), action);
    press.onPointerDown({ ...finger, button: 2 });
    press.onPointerDown({ ...finger, isPrimary: false });
    expect(action).not.toHaveBeenCalled();
  });

  it('does not swallow a later key press after a touch that became a scroll', () => {
    const action = vi.fn();
    const press = createPressHandlers(createTapGuard(), action);
    press.onPointerDown(finger);
    press.onPointerCancel();
    vi.advanceTimersByTime(TAP_GUARD_MS);
    press.onClick();
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('shares one window between a button and a keyboard shortcut', () => {
    const guard = createTapGuard();
    const action = vi.fn();
    const press = createPressHandlers(guard, action);
    press.onPointerDown(finger);
    expect(guard.run(action)).toBe(false);
    expect(action).toHaveBeenCalledTimes(1);
  });
});
