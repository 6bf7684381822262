/**
 * Test helper (not app code) for stopwatch tests: a member session per test, a clock that moves
 * ahead without waiting, a touch tap, and a storage in memory.
 */
import { notifications } from '@mantine/notifications';
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Session } from '../session';

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');

/** A member session whose token names account `sub` (each test its own, so kept saves stay apart). */
export const memberSession = (sub: string): Session => ({
  token: `${encode({ alg: 'HS256' })}.${encode({ sub })}.sig`,
  refreshToken: 'r1',
  isAdmin: false,
  isReferee: false,
  redirectTo: null,
});

/**
 * The stopwatch reads Date.now() and the tap guard performance.now(): both run on, and the returned
 * `skip(ms)` moves them ahead together without waiting. Also clears localStorage and the toasts.
 */
export function installSkippableClock(): (ms: number) => void {
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
  return (ms) => {
    offset += ms;
  };
}

/** A tap: the finger lands (the press acts), then the click the browser fires for it. */
export function tap(element: HTMLElement): void {
  fireEvent.pointerDown(element, { button: 0, isPrimary: true, pointerType: 'touch' });
  fireEvent.click(element, { detail: 1 });
}

/** A Storage in memory, with its values in view. */
export function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}
