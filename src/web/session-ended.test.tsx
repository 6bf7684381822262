import { fireEvent, screen, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { beforeAll, describe, expect, it } from 'vitest';
import { shellTexts } from '../shared/messages';
import type { Session } from '../shared/schemas/auth';
import { sessionStore } from './lib/session';
import { sendJson, setUpTestApiServer } from './lib/test-api-server';
import { renderRoutes } from './lib/test-render';
import { pendingSave, refereeSave } from './lib/timing/pending-save.fixture';
import { createIndexedDbStore, pendingSaveStore } from './lib/timing/pending-saves';
import { routes } from './router';

const api = setUpTestApiServer();

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const refereeSession = (sub: string, token: string): Session => ({
  token: `${encode({ alg: 'HS256' })}.${encode({ sub, token })}.sig`,
  refreshToken: `refresh-${token}`,
  isAdmin: false,
  isReferee: true,
  redirectTo: '/Referee/RecordTimes',
});

// The phone's queue lives in IndexedDB, as in a browser (happy-dom has none of its own).
const indexedDb = new IDBFactory();
beforeAll(() => {
  globalThis.indexedDB = indexedDb;
});

describe('when the server ends the session (SESSION_MAX_AGE after login)', () => {
  it('asks to log in again, keeps the waiting saves, and sends them after the new login', async () => {
    const ended = refereeSession('51', 'day-90');
    const renewed = refereeSession('51', 'new-login');
    sessionStore.set(ended);
    await pendingSaveStore().put(refereeSave('run-kept', '51'));

    api.routes['GET /api/Referee/MyEvents'] = (_request, response) => sendJson(response, 200, []);
    api.routes['POST /api/Referee/AddToLeaderboard'] = (request, response) => {
      if (request.headers.authorization === `Bearer ${renewed.token}`)
        sendJson(response, 200, { standing: 1, result: {} });
      else sendJson(response, 401, { error: 'Token expired' }, { 'Token-Expired': 'true' });
    };
    api.routes['POST /api/Auth/Refresh'] = (_request, response) =>
      sendJson(response, 401, { error: 'The session has expired, please log in again' });
    api.routes['POST /api/Auth/Login'] = (_request, response) => sendJson(response, 200, renewed);

    const { router } = renderRoutes(routes, '/Referee/RecordTimes');

    // The queue tried the waiting save, the refresh was refused: the login page says why.
    expect(await screen.findByText(shellTexts.sessionEnded)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Account/Login');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/Referee/RecordTimes');
    expect(sessionStore.get()).toBeNull();
    // Still on the phone, in IndexedDB itself (a fresh handle reads it back).
    const onDisk = createIndexedDbStore(indexedDb);
    expect((await onDisk.listFor('51')).map((save) => save.runId)).toEqual(['run-kept']);

    fireEvent.change(screen.getByLabelText(/username or email/i), { target: { value: 'referee' } });
    fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: 'Secret123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/Referee/RecordTimes'));
    await waitFor(async () => expect(await onDisk.listFor('51')).toEqual([]));
    const sends = api.hits('/api/Referee/AddToLeaderboard');
    expect(sends.at(-1)?.headers.authorization).toBe(`Bearer ${renewed.token}`);
    expect(sends.at(-1)?.headers['idempotency-key']).toBe('run-kept');
    expect(sessionStore.hasEnded()).toBe(false);
    expect(screen.queryByText(shellTexts.sessionEnded)).toBeNull();
  });

  it('asks once from a public page: a visitor who leaves the login browses as a guest', async () => {
    sessionStore.set({ ...refereeSession('52', 'day-90'), isReferee: false, redirectTo: null });
    await pendingSaveStore().put(pendingSave('run-member', '52'));
    api.routes['GET /api/Location/ListAll'] = (_request, response) =>
      sendJson(response, 200, [{ id: 3, name: 'South Bank Parklands', path: 'south-bank' }]);
    api.routes['POST /api/Leaderboard/AddToLeaderboard'] = (_request, response) =>
      sendJson(response, 401, { error: 'Token expired' }, { 'Token-Expired': 'true' });
    api.routes['POST /api/Auth/Refresh'] = (_request, response) =>
      sendJson(response, 401, { error: 'The session has expired, please log in again' });

    const { router } = renderRoutes(routes, '/Locations/View/3/Stopwatch');

    expect(await screen.findByText(shellTexts.sessionEnded)).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(
      '/Locations/View/3/Stopwatch',
    );
    await router.navigate('/Locations/View/3/Stopwatch');
    expect(await screen.findByTestId('big-button')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Locations/View/3/Stopwatch');
    expect((await createIndexedDbStore(indexedDb).listFor('52')).map((save) => save.runId)).toEqual([
      'run-member',
    ]);
  });
});
