import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages';
import type { LocationRef } from '../../../../shared/schemas/location';
import { sessionStore } from '../../../lib/session';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderRoutes } from '../../../lib/test-render';
import { setUpTimingTest, tap, testSession } from '../../../lib/test-timing';
import { Stopwatch } from './Stopwatch';

/**
 * What the stopwatch says around a save: the course's rules before START, one message after a save
 * (a place or personal best only when there is one, nothing to celebrate off the board), and Resume
 * for a few seconds after STOP.
 */
const api = setUpTestApiServer();
const SAVE = 'POST /api/Leaderboard/AddToLeaderboard';
const park: LocationRef = { id: 6, name: 'Gate Park', path: 'gate-park' };
const { skip } = setUpTimingTest();

const big = () => screen.getByTestId('big-button');
const display = () => screen.getByTestId('stopwatch-display');
const toasts = () => [...document.querySelectorAll('.mantine-Notification-root')].map((t) => t.textContent);

function renderStopwatch(props: { minimumSeconds?: number; gateOnly?: boolean } = {}) {
  return renderRoutes([{ path: '/', element: <Stopwatch course={park} {...props} /> }], '/');
}

/** START, `ms` on the clock, STOP, then past the double-tap guard, and SAVE TIME. */
async function timeAndSave(ms: number) {
  tap(big());
  skip(ms);
  tap(big());
  skip(1_500);
  await waitFor(() => expect(big().textContent).toBe('SAVE TIME'));
  tap(big());
}

describe('before START', () => {
  it('says where times count from, and on a gate-only course that only gate runs make the board', () => {
    renderStopwatch({ minimumSeconds: 30, gateOnly: true });
    const rules = screen.getByTestId('course-rules').textContent;
    expect(rules).toContain("Only camera gate runs count on this course's board");
    expect(rules).toContain('Times here count from 0:30.00.');
  });

  it('says nothing on a course without a minimum that counts every run', () => {
    renderStopwatch();
    expect(screen.queryByTestId('course-rules')).toBeNull();
  });
});

describe('after a save', () => {
  it('a run the board leaves out is saved to My Results, with nothing to celebrate', async () => {
    sessionStore.set(testSession('801'));
    api.routes[SAVE] = (_request, response) =>
      sendJson(response, 200, { standing: 1, personalBest: true, splits: [], onBoard: false });
    renderStopwatch({ gateOnly: true });
    await timeAndSave(49_100);
    expect(await screen.findByText('Saved 0:49.10')).toBeTruthy();
    expect(toasts()).toEqual(['Saved to My Results, not the board']);
    expect(screen.getAllByText('Saved to My Results, not the board')).toHaveLength(2);
    expect(screen.queryByText('Personal best')).toBeNull();
    expect(screen.queryByRole('link', { name: 'See your place on the board' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See it in My Results' }).getAttribute('href')).toBe(
      '/Account/MyResults',
    );
    expect(display().textContent).toBe('0:49.10');
  });

  it('a run slower than the best changes no place: saved, without a congratulation', async () => {
    sessionStore.set(testSession('802'));
    api.routes[SAVE] = (_request, response) =>
      sendJson(response, 200, { standing: 1, personalBest: false, splits: [], onBoard: true });
    renderStopwatch();
    await timeAndSave(52_000);
    expect(await screen.findByText('Saved 0:52.00')).toBeTruthy();
    expect(toasts()).toEqual([messages.timeSaved]);
    expect(screen.queryByText('Personal best')).toBeNull();
    expect(display().textContent).toBe('0:52.00');
    // START clears the saved time for the next run.
    skip(1_500);
    tap(big());
    expect(display().getAttribute('data-status')).toBe('running');
    expect(display().textContent).toBe('0:00.00');
  });
});

describe('Resume', () => {
  it('takes a STOP back within 5 s: the run goes on from its first start', async () => {
    sessionStore.set(testSession('803'));
    renderStopwatch();
    tap(big());
    skip(10_000);
    tap(big());
    const resume = screen.getByTestId('resume-button');
    expect(resume.textContent).toBe('Resume (5 s)');
    // A tap just after STOP was meant for the button the thumb was on.
    fireEvent.click(resume);
    expect(display().getAttribute('data-status')).toBe('stopped');
    skip(2_000);
    await waitFor(() => expect(screen.getByTestId('resume-button').textContent).toBe('Resume (3 s)'));
    fireEvent.click(screen.getByTestId('resume-button'));
    expect(display().getAttribute('data-status')).toBe('running');
    expect(screen.queryByTestId('resume-button')).toBeNull();
    skip(1_000);
    tap(big());
    expect(display().textContent).toBe('0:13.00');
  });

  it('is gone 5 s after STOP', async () => {
    sessionStore.set(testSession('804'));
    renderStopwatch();
    tap(big());
    skip(10_000);
    tap(big());
    expect(screen.getByTestId('resume-button')).toBeTruthy();
    skip(5_000);
    await waitFor(() => expect(screen.queryByTestId('resume-button')).toBeNull(), { timeout: 2_000 });
    expect(display().getAttribute('data-status')).toBe('stopped');
  });
});
