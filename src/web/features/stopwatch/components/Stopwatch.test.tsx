import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { belowPlausibleMinimum, messages } from '../../../../shared/messages';
import type { LocationRef } from '../../../../shared/schemas/location';
import { sessionStore } from '../../../lib/session';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderRoutes } from '../../../lib/test-render';
import { setUpTimingTest, testSession } from '../../../lib/test-timing';
import { Stopwatch } from './Stopwatch';

const api = setUpTestApiServer();
const SAVE = 'POST /api/Leaderboard/AddToLeaderboard';
const bondi: LocationRef = { id: 4, name: 'Bondi Beach', path: 'bondi-beach' };

/** A member session; each test its own account, so one test's kept saves are not another's. */
const memberSession = (sub: string) => testSession(sub);

// The stopwatch reads Date.now() and the tap guard performance.now(): both run on, and `skip` moves
// them ahead together (a run of 42 s, or past the 1 s guard) without waiting.
const { skip } = setUpTimingTest();

const big = () => screen.getByTestId('big-button');
const display = () => screen.getByTestId('stopwatch-display');
/** A tap: the finger lands (the press acts), then the click the browser fires for it. */
function tap(element: HTMLElement) {
  fireEvent.pointerDown(element, { button: 0, isPrimary: true, pointerType: 'touch' });
  fireEvent.click(element, { detail: 1 });
}

function renderStopwatch() {
  return renderRoutes([{ path: '/', element: <Stopwatch course={bondi} /> }], '/');
}

/** START, 42 s, STOP: a stopped, unsaved run of 0:42.00 or a little more. */
function timeARun() {
  tap(big());
  expect(big().textContent).toBe('STOP');
  skip(42_000);
  tap(big());
  expect(display().getAttribute('data-status')).toBe('stopped');
}

describe('the big button', () => {
  it('ignores a second tap within 1 s of START and of STOP, showing it waits, and offers no START over an unsaved time', async () => {
    sessionStore.set(memberSession('501'));
    renderStopwatch();
    expect(big().textContent).toBe('START');
    tap(big());
    tap(big());
    expect(display().getAttribute('data-status')).toBe('running');
    skip(42_000);
    tap(big());
    const stoppedAt = display().textContent;
    // The big button shows that it waits out the guard, rather than swallowing the tap unseen.
    expect(big().textContent).toBe('SAVE TIMEWait…');
    expect(big().getAttribute('aria-disabled')).toBe('true');
    skip(300);
    tap(big());
    expect(display().getAttribute('data-status')).toBe('stopped');
    expect(display().textContent).toBe(stoppedAt);
    expect(screen.queryByRole('button', { name: 'START' })).toBeNull();
    expect(api.hits('/api/Leaderboard/AddToLeaderboard')).toHaveLength(0);
    skip(700);
    await waitFor(() => expect(big().textContent).toBe('SAVE TIME'));
    expect(big().getAttribute('aria-disabled')).toBeNull();
  });

  it('takes Space on the page as START and STOP, through the same guard', async () => {
    renderStopwatch();
    fireEvent.keyDown(window, { key: ' ' });
    fireEvent.keyDown(window, { key: ' ' });
    expect(display().getAttribute('data-status')).toBe('running');
    skip(1_500);
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(display().getAttribute('data-status')).toBe('stopped');
    skip(1_500);
    // A guest's waiting time: Space does not start a new run over it.
    fireEvent.keyDown(window, { key: ' ' });
    expect(display().getAttribute('data-status')).toBe('stopped');
    await waitFor(() => expect(big().textContent).toBe('LOG IN TO SAVE'));
  });
});

describe('Discard and RESET', () => {
  it('Discard clears the time with an Undo toast, and Undo brings it back', async () => {
    sessionStore.set(memberSession('502'));
    renderStopwatch();
    timeARun();
    const stoppedAt = display().textContent ?? '';
    skip(1_500);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(display().textContent).toBe('0:00.00');
    expect(big().textContent).toBe('START');
    expect(await screen.findByText(`Time discarded (${stoppedAt})`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Undo discarding ${stoppedAt}` }));
    expect(display().textContent).toBe(stoppedAt);
    expect(big().textContent).toBe('SAVE TIME');
  });

  it('RESET asks before losing an unsaved time: Keep the time keeps it, Reset clears it', async () => {
    sessionStore.set(memberSession('503'));
    renderStopwatch();
    timeARun();
    const stoppedAt = display().textContent;
    fireEvent.click(screen.getByRole('button', { name: 'RESET' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the stopwatch?' });
    expect(
      within(dialog).getByText('This time has not been saved. Resetting it loses the time.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the time' }));
    expect(display().textContent).toBe(stoppedAt);

    fireEvent.click(screen.getByRole('button', { name: 'RESET' }));
    const again = await screen.findByRole('dialog', { name: 'Reset the stopwatch?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Reset' }));
    expect(display().textContent).toBe('0:00.00');
    expect(display().getAttribute('data-status')).toBe('idle');
  });
});

describe('saving', () => {
  it("saves once, resets the watch (docs/spec.md §4), then shows 'Saved <time>', 'Personal best' and a link to the board", async () => {
    sessionStore.set(memberSession('504'));
    api.routes[SAVE] = (_request, response) =>
      sendJson(response, 200, { standing: 3, personalBest: true, result: { user: { userName: 'sam' } } });
    renderStopwatch();
    timeARun();
    const stoppedAt = display().textContent ?? '';
    skip(1_500);
    tap(big());
    tap(big());

    expect(await screen.findByText(messages.timeSaved)).toBeTruthy();
    // One toast: saved, the place and the personal best.
    const toast = screen.getByText(messages.timeSaved).closest('.mantine-Notification-root');
    expect(toast?.textContent).toContain("Congratulations! You're in position #3 on the Social Leaderboard");
    expect(toast?.textContent).toContain('Personal best: your fastest time here.');
    expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(1);
    expect(await screen.findByText('Personal best')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'See your place on the board' });
    expect(link.getAttribute('href')).toBe('/Locations/View/bondi-beach?highlight=sam');
    expect(big().textContent).toBe('START');
    // The watch has reset, while the read-out keeps the saved time until the next START.
    expect(display().textContent).toBe(stoppedAt);
    expect(display().getAttribute('data-status')).toBe('idle');
    expect(display().getAttribute('aria-label')).toBe('Saved time');
    expect(screen.getByText(`Saved ${stoppedAt}`).getAttribute('role')).toBe('status');
    // A tap landing just after the answer (what was SAVE TIME is now START) starts nothing.
    tap(big());
    expect(display().getAttribute('data-status')).toBe('idle');
    const sends = api.hits('/api/Leaderboard/AddToLeaderboard');
    expect(sends).toHaveLength(1);
    expect(JSON.parse(sends[0]?.body ?? '{}')).toMatchObject({ locationId: 4 });
    expect(sends[0]?.headers['idempotency-key']).toBeTruthy();
  });

  it("shows a refused time's message (under the course minimum) and offers Discard, not the save again", async () => {
    sessionStore.set(memberSession('505'));
    const refusal = belowPlausibleMinimum(30_000);
    api.routes[SAVE] = (_request, response) =>
      sendJson(response, 400, { error: refusal, fields: { duration: refusal } });
    renderStopwatch();
    timeARun();
    const stoppedAt = display().textContent;
    skip(1_500);
    tap(big());
    const alert = (await screen.findByText('This time was not saved')).closest('[role="alert"]');
    expect(alert?.textContent).toContain(refusal);
    expect(alert?.textContent).toContain('Discard it to time a new run.');
    expect(display().textContent).toBe(stoppedAt);
    // Above the read-out, where it is seen, not under the big button.
    expect(alert?.compareDocumentPosition(display())).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // No retry that cannot succeed: the big button discards (with Undo), then offers START.
    expect(big().textContent).toMatch(/^DISCARD TIME/);
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull();
    skip(1_500);
    tap(big());
    tap(big());
    expect(display().getAttribute('data-status')).toBe('idle');
    expect(big().textContent).toBe('START');
    expect(await screen.findByText(`Time discarded (${stoppedAt})`)).toBeTruthy();
    expect(api.hits('/api/Leaderboard/AddToLeaderboard')).toHaveLength(1);
  });
});

describe('a guest', () => {
  it('signs up in the panel, finds the user name filled in, logs in and saves the waiting time with one tap', async () => {
    api.routes['POST /api/Account/SignUp'] = (_request, response) =>
      sendJson(response, 200, { id: 77, userName: 'newbie', email: 'newbie@example.com' });
    api.routes['POST /api/Auth/Login'] = (_request, response) =>
      sendJson(response, 200, memberSession('506'));
    api.routes[SAVE] = (_request, response) =>
      sendJson(response, 200, {
        standing: 12,
        personalBest: false,
        result: { user: { userName: 'newbie' } },
      });
    renderStopwatch();
    timeARun();
    skip(1_500);
    await waitFor(() => expect(big().textContent).toBe('LOG IN TO SAVE'));
    // The forms are fetched when a guest starts a run (LazyGuestPanel): here by the time it stops.
    await screen.findByLabelText(/username or email/i);
    tap(big());
    expect(document.activeElement).toBe(screen.getByLabelText(/username or email/i));

    fireEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'newbie' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'newbie@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '0412345678' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Runner1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText(messages.signedUpInline)).toBeTruthy();
    const user = screen.getByLabelText(/username or email/i) as HTMLInputElement;
    expect(user.value).toBe('newbie');
    const password = screen.getByLabelText(/^password/i);
    expect(document.activeElement).toBe(password);
    fireEvent.change(password, { target: { value: 'Runner123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(big().textContent).toMatch(/^SAVE TIME/));
    expect(screen.queryByTestId('guest-panel')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(big()));
    // Typing a password takes longer than the 1 s guard that followed LOG IN TO SAVE.
    skip(1_500);
    await waitFor(() => expect(big().textContent).toBe('SAVE TIME'));
    await act(async () => tap(big()));
    expect(await screen.findByText(messages.timeSaved)).toBeTruthy();
    expect(api.hits('/api/Leaderboard/AddToLeaderboard')).toHaveLength(1);
    // A whole journey (sign up, log in, save): more than the default 5 s when the machine is busy.
  }, 20_000);
});
