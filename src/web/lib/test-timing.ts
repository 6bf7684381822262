/**
 * Test helper (not app code) for the timing screens (the stopwatch, Record Times) and their storage:
 * sessions with a user id in the token, a clock tests move on, and a storage held in memory.
 */
import { notifications } from '@mantine/notifications';
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
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
 * run on from where they are. `skip(ms)` moves both ahead together (a run of 42 s, or past the 1 s
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
    vi.spyOn(Date, 'now').mockImplementation(() => realDateNow() + offset);
    vi.spyOn(performance, 'now').mockImplementation(() => realPerformanceNow() + offset);
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
