import { describe, expect, it } from 'vitest';
import { bigButtonAction, canDiscard, resetNeedsConfirm } from './big-button';
import { idleStopwatch, markSaved, startRun, stopRun } from './stopwatch';

const T0 = Date.UTC(2026, 0, 1, 9);
const running = startRun(idleStopwatch, T0, 'run-1');
const stopped = stopRun(running, T0 + 42_000);
const saved = markSaved(stopped, 'run-1');
const member = { isLoggedIn: true, kept: false };
const guest = { isLoggedIn: false, kept: false };

describe('the big button', () => {
  it('starts an idle watch and stops a running one, for anyone', () => {
    expect(bigButtonAction(idleStopwatch, guest)).toBe('start');
    expect(bigButtonAction(running, guest)).toBe('stop');
    expect(bigButtonAction(running, member)).toBe('stop');
  });

  it('offers no START while an unsaved time waits: SAVE TIME for a member, the login panel for a guest', () => {
    expect(bigButtonAction(stopped, member)).toBe('save');
    expect(bigButtonAction(stopped, guest)).toBe('login');
  });

  it('offers START again once the time is saved or kept on the phone', () => {
    expect(bigButtonAction(saved, member)).toBe('start');
    expect(bigButtonAction(stopped, { isLoggedIn: true, kept: true })).toBe('start');
  });

  it('discards a time the server refused instead of offering a save that cannot succeed', () => {
    expect(bigButtonAction(stopped, { ...member, refused: true })).toBe('discard');
    expect(bigButtonAction(running, { ...member, refused: true })).toBe('stop');
    expect(bigButtonAction(idleStopwatch, { ...member, refused: true })).toBe('start');
  });
});

describe('RESET and Discard', () => {
  it('RESET asks before losing a running clock or an unsaved time, not otherwise', () => {
    expect(resetNeedsConfirm(running, false)).toBe(true);
    expect(resetNeedsConfirm(stopped, false)).toBe(true);
    expect(resetNeedsConfirm(saved, false)).toBe(false);
    expect(resetNeedsConfirm(stopped, true)).toBe(false);
    expect(resetNeedsConfirm(idleStopwatch, false)).toBe(false);
  });

  it('Discard is offered for an unsaved stopped time only', () => {
    expect(canDiscard(stopped, false)).toBe(true);
    expect(canDiscard(running, false)).toBe(false);
    expect(canDiscard(saved, false)).toBe(false);
    expect(canDiscard(stopped, true)).toBe(false);
  });
});
