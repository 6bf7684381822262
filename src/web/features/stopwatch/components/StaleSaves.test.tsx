import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../../shared/format';
import { messages } from '../../../../shared/messages';
import type { LocationRef } from '../../../../shared/schemas/location';
import { sessionStore } from '../../../lib/session';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderRoutes } from '../../../lib/test-render';
import { setUpTimingTest, testSession } from '../../../lib/test-timing';
import { pendingSave } from '../../../lib/timing/pending-save.fixture';
import { pendingSaveStore } from '../../../lib/timing/pending-saves';
import { Stopwatch } from './Stopwatch';

const api = setUpTestApiServer();
const SAVE = 'POST /api/Leaderboard/AddToLeaderboard';
const bondi: LocationRef = { id: 4, name: 'Bondi Beach', path: 'bondi-beach' };
const DAY_MS = 86_400_000;
setUpTimingTest();

const renderStopwatch = () => renderRoutes([{ path: '/', element: <Stopwatch course={bondi} /> }], '/');
const staleList = () => screen.findByTestId('stale-saves');

describe('kept saves the server will not take', () => {
  it('lists one finished over 30 days ago with its date and time, sends nothing, and discards it', async () => {
    sessionStore.set(testSession('601'));
    const finished = Date.now() - 31 * DAY_MS;
    const old = pendingSave('run-old', '601', 1, finished);
    await pendingSaveStore().put(old);
    renderStopwatch();

    const list = await staleList();
    const run = `My run (1:05.43), finished ${formatDateTime(new Date(finished))}`;
    expect(list.textContent).toContain('1 kept time can no longer be saved.');
    expect(within(list).getByText(run)).toBeTruthy();
    expect(within(list).getByText(messages.completedTooLongAgo)).toBeTruthy();
    const discard = within(list).getByRole('button', { name: `Discard ${run}` });
    expect(discard.textContent).toBe('Discard');
    expect(screen.queryByRole('button', { name: 'Try sending now' })).toBeNull();

    fireEvent.click(discard);
    await waitFor(() => expect(screen.queryByTestId('stale-saves')).toBeNull());
    expect(await pendingSaveStore().listFor('601')).toEqual([]);
    expect(api.hits('/api/Leaderboard/AddToLeaderboard')).toHaveLength(0);
  });

  it('keeps a waiting save whose date the server refuses, lists it, and never sends it again', async () => {
    sessionStore.set(testSession('602'));
    api.routes[SAVE] = (_request, response) =>
      sendJson(response, 400, {
        error: messages.completedInFuture,
        fields: { timeCompleted: messages.completedInFuture },
      });
    await pendingSaveStore().put(pendingSave('run-ahead', '602', 1));
    renderStopwatch();

    const list = await staleList();
    expect(within(list).getByText(messages.completedInFuture)).toBeTruthy();
    expect(api.hits('/api/Leaderboard/AddToLeaderboard')).toHaveLength(1);
    expect((await pendingSaveStore().listFor('602'))[0]?.refused).toBe(messages.completedInFuture);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(api.hits('/api/Leaderboard/AddToLeaderboard')).toHaveLength(1);
    fireEvent.click(within(list).getByRole('button', { name: /^Discard My run/ }));
    await waitFor(() => expect(screen.queryByTestId('stale-saves')).toBeNull());
    expect(await pendingSaveStore().listFor('602')).toEqual([]);
  });
});
