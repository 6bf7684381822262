/**
 * Test helper (not app code) for the timing screens (the stopwatch, Record Times) and their storage:
 * sessions with a user id in the token, a clock tests move on, and a storage held in memory.
 */
import { notifications } from '@mantine/notifications';
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { MySplits } from '../../shared/schemas/leaderboard';
import type { Session } from './session';

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');

/**
 * A session of user `sub` (the token's subject, which keeps the phone's saves apart per user): give
 * each test its own, so one test's kept saves are not another's.
 */
export function testSession(sub: string, roles: { isReferee?: boolean; isAdmin?: boolean } = {}): Session {
  return {
    token: `${encode({ alg: 'HS256' })}.${encode({ sub })}.sig`,
    refreshToken: 'r1',
    isAdmin: roles.isAdmin ?? false,
    isReferee: roles.isReferee ?? false,
    redirectTo: null,
  };
}

/**
 * Before each test: empty localStorage, and Date.now() and performance.now() (the tap guard's clock)
 * stand still where they are. `skip(ms)` moves both ahead together (a run of 42 s, or past the 1 s
 * guard) without waiting. After each test the clocks are real again and the toasts, which live in a
 * store of their own, are cleared so one test's cannot answer the next one's queries.
 */
export function setUpTimingTest() {
  let offset = 0;
  const realDateNow = Date.now.bind(Date);
  const realPerformanceNow = performance.now.bind(performance);
  beforeEach(() => {
    offset = 0;
    localStorage.clear();
    // The clocks move only by skip(): a test comparing times to the hundredth then does not depend on
    // how long a busy machine takes between two taps.
    const dateAtStart = realDateNow();
    const performanceAtStart = realPerformanceNow();
    vi.spyOn(Date, 'now').mockImplementation(() => dateAtStart + offset);
    vi.spyOn(performance, 'now').mockImplementation(() => performanceAtStart + offset);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    notifications.clean();
  });
  return {
    skip: (ms: number) => {
      offset += ms;
    },
  };
}

/** A tap: the finger lands (the press acts), then the click the browser fires for it. */
export function tap(element: HTMLElement): void {
  fireEvent.pointerDown(element, { button: 0, isPrimary: true, pointerType: 'touch' });
  fireEvent.click(element, { detail: 1 });
}

/** A Storage-like map for the pure storage functions; `values` shows what was written. */
export function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

/**
 * A member's splits at a course, as MySplits answers them: the personal best (run `timeId`) with its
 * segments, one per obstacle of `equipmentIds`, and each obstacle's best segment with the run it came
 * from. The split times, the sum of best and what each obstacle could still save follow from those.
 */
export function mySplitsOf({
  timeId,
  equipmentIds,
  segments,
  bestSegments,
}: {
  timeId: number;
  equipmentIds: number[];
  segments: number[];
  bestSegments: Array<{ segmentMs: number; timeId: number }>;
}): MySplits {
  let ms = 0;
  const splits = segments.map((segmentMs, position) => {
    ms += segmentMs;
    return { equipmentId: equipmentIds[position] as number, ms, segmentMs };
  });
  return {
    personalBest: { timeId, duration: ms, timingMethod: 'manual', witnessed: false, splits },
    bestSegments: bestSegments.map((best, position) => ({
      equipmentId: equipmentIds[position] as number,
      ...best,
    })),
    sumOfBest: bestSegments.reduce((sum, best) => sum + best.segmentMs, 0),
    possibleTimeSave: segments.map((segmentMs, position) => ({
      equipmentId: equipmentIds[position] as number,
      ms: segmentMs - (bestSegments[position]?.segmentMs ?? segmentMs),
    })),
  };
}
