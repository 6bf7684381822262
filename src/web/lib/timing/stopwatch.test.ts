import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test-timing';
import {
  canShowGuestPanel,
  canShowSave,
  elapsedMs,
  hasUnsavedTime,
  idleStopwatch,
  isStopwatchShortcut,
  loadStopwatch,
  markSaved,
  markStoredRunSaved,
  newRunId,
  persistStopwatch,
  recordRun,
  resetRun,
  restoreRun,
  type StopwatchState,
  startRun,
  statusOf,
  stopRun,
  storageKey,
  toSubmission,
} from './stopwatch';

const T0 = Date.UTC(2025, 0, 1, 9, 0, 0);

describe('elapsed time from timestamps', () => {
  it('is zero when idle', () => {
    expect(elapsedMs(idleStopwatch, T0)).toBe(0);
    expect(statusOf(idleStopwatch)).toBe('idle');
  });

  it('grows with the clock while running, however long the tab slept', () => {
    const running = startRun(idleStopwatch, T0, 'run-1');
    expect(statusOf(running)).toBe('running');
    expect(elapsedMs(running, T0 + 1_234)).toBe(1_234);
    expect(elapsedMs(running, T0 + 3_600_000)).toBe(3_600_000);
  });

  it('freezes at the stop time', () => {
    const stopped = stopRun(startRun(idleStopwatch, T0, 'run-1'), T0 + 65_432);
    expect(statusOf(stopped)).toBe('stopped');
    expect(elapsedMs(stopped, T0 + 999_999)).toBe(65_432);
  });

  it('never goes negative when the clock moves backwards', () => {
    expect(elapsedMs(startRun(idleStopwatch, T0, 'r'), T0 - 500)).toBe(0);
  });

  it('START while running keeps the run; START after STOP begins a new run', () => {
    const running = startRun(idleStopwatch, T0, 'run-1');
    expect(startRun(running, T0 + 5_000, 'run-2')).toBe(running);
    const stopped = markSaved(stopRun(running, T0 + 5_000), 'run-1');
    const again = startRun(stopped, T0 + 9_000, 'run-2');
    expect(again).toEqual({ startedAt: T0 + 9_000, stoppedAt: null, runId: 'run-2', lastSaved: null });
  });

  it('STOP does nothing unless running; RESET returns to idle', () => {
    expect(stopRun(idleStopwatch, T0)).toBe(idleStopwatch);
    const stopped = stopRun(startRun(idleStopwatch, T0, 'r'), T0 + 10);
    expect(stopRun(stopped, T0 + 99)).toBe(stopped);
    expect(resetRun()).toEqual(idleStopwatch);
  });

  it('a save resets the watch (docs/spec.md §4), remembering the saved run; only for the run it was saved for', () => {
    const running = startRun(idleStopwatch, T0, 'run-1');
    const stopped = stopRun(running, T0 + 2_000);
    expect(markSaved(stopped, 'run-0')).toBe(stopped);
    // A late answer for a run the member has since restarted leaves the new run alone.
    expect(markSaved(startRun(idleStopwatch, T0 + 3_000, 'run-2'), 'run-1').runId).toBe('run-2');
    const saved = markSaved(stopped, 'run-1');
    expect(saved).toEqual({ ...idleStopwatch, lastSaved: { runId: 'run-1', durationMs: 2_000 } });
    expect(statusOf(saved)).toBe('idle');
    expect(hasUnsavedTime(saved)).toBe(false);
    // The next START forgets it.
    expect(startRun(saved, T0 + 9_000, 'run-3').lastSaved).toBeNull();
  });
});

describe('time submission', () => {
  it('sends ISO timestamps and the duration between them', () => {
    const stopped = stopRun(startRun(idleStopwatch, T0, 'r'), T0 + 42_420);
    expect(toSubmission(stopped)).toEqual({
      timeStarted: '2025-01-01T09:00:00.000Z',
      timeCompleted: '2025-01-01T09:00:42.420Z',
      duration: 42_420,
    });
  });

  it('has nothing to send unless stopped', () => {
    expect(toSubmission(idleStopwatch)).toBeNull();
    expect(toSubmission(startRun(idleStopwatch, T0, 'r'))).toBeNull();
  });
});

describe('SAVE TIME visibility (logged in, not running, not just reset, a time exists)', () => {
  const stopped = stopRun(startRun(idleStopwatch, T0, 'r'), T0 + 12_340);

  it('shows for a logged-in member with a stopped time', () => {
    expect(canShowSave(stopped, true)).toBe(true);
  });

  it('goes once saved: the save resets the watch', () => {
    expect(canShowSave(markSaved(stopped, 'r'), true)).toBe(false);
  });

  it('hides for guests, while running, after reset and with no time', () => {
    expect(canShowSave(stopped, false)).toBe(false);
    expect(canShowSave(startRun(idleStopwatch, T0, 'r'), true)).toBe(false);
    expect(canShowSave(resetRun(), true)).toBe(false);
    expect(canShowSave(stopRun(startRun(idleStopwatch, T0, 'r'), T0), true)).toBe(false);
  });

  it('offers guests with a stopped time the inline login / sign-up panel', () => {
    expect(canShowGuestPanel(stopped, false)).toBe(true);
    expect(canShowGuestPanel(stopped, true)).toBe(false);
    expect(canShowGuestPanel(startRun(idleStopwatch, T0, 'r'), false)).toBe(false);
    expect(canShowGuestPanel(idleStopwatch, false)).toBe(false);
  });
});

describe('persistence per location', () => {
  it('round-trips a running watch so a reload shows it still running', () => {
    const storage = memoryStorage();
    const running = startRun(idleStopwatch, T0, 'run-7');
    persistStopwatch(storage, storageKey(3), running);
    expect(storage.values.has(storageKey(3))).toBe(true);
    const restored = loadStopwatch(storage, storageKey(3));
    expect(restored).toEqual(running);
    expect(statusOf(restored)).toBe('running');
    expect(elapsedMs(restored, T0 + 8_000)).toBe(8_000);
  });

  it('keeps each location separate', () => {
    const storage = memoryStorage();
    persistStopwatch(storage, storageKey(1), startRun(idleStopwatch, T0, 'a'));
    expect(loadStopwatch(storage, storageKey(2))).toEqual(idleStopwatch);
  });

  it('keeps the saved run across a reload and removes the entry on reset', () => {
    const storage = memoryStorage();
    const saved = markSaved(stopRun(startRun(idleStopwatch, T0, 'a'), T0 + 5_000), 'a');
    persistStopwatch(storage, storageKey(1), saved);
    expect(loadStopwatch(storage, storageKey(1))).toEqual(saved);
    persistStopwatch(storage, storageKey(1), resetRun());
    expect(storage.values.size).toBe(0);
  });

  it('resets a stored watch when its run is sent from elsewhere (markStoredRunSaved)', () => {
    const storage = memoryStorage();
    persistStopwatch(storage, storageKey(1), stopRun(startRun(idleStopwatch, T0, 'a'), T0 + 4_000));
    markStoredRunSaved(storage, storageKey(1), 'a');
    expect(loadStopwatch(storage, storageKey(1))).toEqual({
      ...idleStopwatch,
      lastSaved: { runId: 'a', durationMs: 4_000 },
    });
  });

  it('treats malformed or tampered entries as idle', () => {
    const storage = memoryStorage();
    const bad: unknown[] = [
      'not json',
      JSON.stringify(null),
      JSON.stringify({ startedAt: 'x', stoppedAt: null, runId: 'r' }),
      JSON.stringify({ startedAt: T0, stoppedAt: T0 - 1, runId: 'r' }),
      JSON.stringify({ startedAt: T0, stoppedAt: null, runId: '' }),
    ];
    for (const value of bad) {
      storage.setItem(storageKey(1), value as string);
      expect(loadStopwatch(storage, storageKey(1))).toEqual(idleStopwatch);
    }
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const state: StopwatchState = startRun(idleStopwatch, T0, 'r');
    expect(() => persistStopwatch(broken, storageKey(1), state)).not.toThrow();
  });
});

describe('keyboard shortcut', () => {
  const base = { repeat: false, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false };

  it('accepts Space and Enter on the page body', () => {
    expect(isStopwatchShortcut({ ...base, key: ' ', target: document.body })).toBe(true);
    expect(isStopwatchShortcut({ ...base, key: 'Enter', target: document.body })).toBe(true);
  });

  it('ignores other keys, repeats and modifiers', () => {
    expect(isStopwatchShortcut({ ...base, key: 'a', target: document.body })).toBe(false);
    expect(isStopwatchShortcut({ ...base, key: ' ', repeat: true, target: document.body })).toBe(false);
    expect(isStopwatchShortcut({ ...base, key: 'Enter', ctrlKey: true, target: document.body })).toBe(false);
  });

  it('ignores keys typed into form fields and on buttons', () => {
    for (const tag of ['input', 'textarea', 'select', 'button']) {
      expect(isStopwatchShortcut({ ...base, key: ' ', target: document.createElement(tag) })).toBe(false);
    }
    const tab = document.createElement('div');
    tab.setAttribute('role', 'tab');
    expect(isStopwatchShortcut({ ...base, key: 'Enter', target: tab })).toBe(false);
  });
});

describe('run ids', () => {
  it('are unique', () => {
    expect(newRunId()).not.toBe(newRunId());
  });
});

describe('an unsaved time and its undo', () => {
  const stopped = stopRun(startRun(idleStopwatch, T0, 'run-1'), T0 + 42_130);

  it('is a stopped time that is neither saved nor kept on the phone', () => {
    expect(hasUnsavedTime(stopped)).toBe(true);
    expect(hasUnsavedTime(stopped, true)).toBe(false);
    expect(hasUnsavedTime(markSaved(stopped, 'run-1'))).toBe(false);
    expect(hasUnsavedTime(startRun(idleStopwatch, T0, 'run-2'))).toBe(false);
    expect(hasUnsavedTime(idleStopwatch)).toBe(false);
    expect(hasUnsavedTime(stopRun(startRun(idleStopwatch, T0, 'run-3'), T0))).toBe(false);
  });

  it('comes back on Undo onto an idle watch, but never over a run started since', () => {
    expect(restoreRun(resetRun(), stopped)).toBe(stopped);
    const next = startRun(resetRun(), T0 + 60_000, 'run-2');
    expect(restoreRun(next, stopped)).toBe(next);
  });
});

describe('a run the camera gate timed', () => {
  const run = { startedAt: T0, stoppedAt: T0 + 6_317 };

  it('becomes the stopped run of an idle watch and is sent with timingMethod gate', () => {
    const state = recordRun(idleStopwatch, run, 'gate-run');
    expect(statusOf(state)).toBe('stopped');
    expect(toSubmission(state)).toEqual({
      timeStarted: new Date(T0).toISOString(),
      timeCompleted: new Date(T0 + 6_317).toISOString(),
      duration: 6_317,
      timingMethod: 'gate',
    });
  });

  it('never replaces a run timed by hand, and a run timed by hand is sent without a method', () => {
    const stopped = stopRun(startRun(idleStopwatch, T0, 'hand'), T0 + 5_000);
    expect(recordRun(stopped, run, 'gate-run')).toBe(stopped);
    expect(toSubmission(stopped)).not.toHaveProperty('timingMethod');
  });

  it('keeps its method across a reload', () => {
    const storage = memoryStorage();
    persistStopwatch(storage, 'k', recordRun(idleStopwatch, run, 'gate-run'));
    expect(loadStopwatch(storage, 'k').method).toBe('gate');
  });

  it('names the pairing whose crossings the server was sent, across a reload too', () => {
    const state = recordRun(idleStopwatch, { ...run, gatePairingId: 42 }, 'gate-run');
    expect(toSubmission(state)).toMatchObject({ timingMethod: 'gate', gatePairingId: 42, duration: 6_317 });
    const storage = memoryStorage();
    persistStopwatch(storage, 'k', state);
    expect(toSubmission(loadStopwatch(storage, 'k'))).toEqual(toSubmission(state));
    // A stored id that is not one is dropped: the run still saves, unwitnessed.
    storage.setItem('k', JSON.stringify({ ...state, gatePairingId: 'x' }));
    expect(toSubmission(loadStopwatch(storage, 'k'))).not.toHaveProperty('gatePairingId');
  });
});
