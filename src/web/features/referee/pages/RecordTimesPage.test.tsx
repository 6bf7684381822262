import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages';
import type { Event } from '../../../../shared/schemas/event';
import { sessionStore } from '../../../lib/session';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderRoutes } from '../../../lib/test-render';
import { setUpTimingTest, testSession } from '../../../lib/test-timing';
import RecordTimesPage from './RecordTimesPage';

const api = setUpTestApiServer();
const RECORD = 'POST /api/Referee/AddToLeaderboard';

/** A referee session; each test its own account, so the phone's queue of one test is not another's. */
const refereeSession = (sub: string) => testSession(sub, { isReferee: true });

const southBank: Event = {
  id: 5,
  name: 'South Bank Open',
  path: 'south-bank-open',
  content: '',
  locationId: 3,
  location: { id: 3, name: 'South Bank Parklands', path: 'south-bank' },
  startTime: '2026-05-01T00:00:00.000Z',
  endTime: '2026-05-02T00:00:00.000Z',
  timeZone: 'Australia/Sydney',
  format: 'time',
  penaltySeconds: null,
};
const sam = {
  id: 12,
  name: 'Sam Lee',
  userName: 'sam',
  maskedEmail: 's•••@example.com',
  maskedPhone: '04•• ••• 678',
};
const SAM_LABEL = 'sam (s•••@example.com) - 04•• ••• 678 · Sam Lee';
/** A lane's heading: the display name and the user name, no contact details. */
const SAM_HEADING = 'Sam Lee (sam)';

function serve(events: Event[]) {
  api.routes['GET /api/Referee/MyEvents'] = (_request, response) => sendJson(response, 200, events);
  api.routes['POST /api/Referee/UserLookup'] = (_request, response) => sendJson(response, 200, [sam]);
}

const lane = (number: number) => screen.getByRole('region', { name: `Lane ${number}` });

// The lanes read Date.now() and the tap guard performance.now(): `skip` moves both ahead together
// (past the 1 s double-tap guard) without waiting.
const { skip } = setUpTimingTest();

const renderPage = () =>
  renderRoutes(
    [
      { path: '/Referee/RecordTimes', element: <RecordTimesPage title="Record Times" /> },
      { path: '/Referee/AddUser', element: <p>Add User page</p> },
    ],
    '/Referee/RecordTimes',
  );

const mainButton = (number: number) => within(lane(number)).getByTestId('lane-button');

/** Picks sam in lane 1, times a run of 42 s and stops it; the next press is past the guard. */
async function timeSam() {
  await screen.findByRole('region', { name: 'Lane 1' });
  const search = within(lane(1)).getByRole('combobox', { name: 'Competitor' });
  // Mantine reads a change to an unfocused input as autofill, not typing.
  search.focus();
  fireEvent.change(search, { target: { value: 'sam' } });
  // The dropdown's opening transition leaves it display: none under happy-dom.
  fireEvent.click(await screen.findByRole('option', { name: SAM_LABEL, hidden: true }));
  expect(within(lane(1)).getByTestId('lane-competitor').textContent).toBe(SAM_HEADING);
  expect(lane(1).textContent).not.toMatch(/•|@/);
  fireEvent.click(within(lane(1)).getByRole('button', { name: 'START' }));
  skip(42_000);
  fireEvent.click(within(lane(1)).getByRole('button', { name: 'STOP' }));
  expect(within(lane(1)).getByTestId('lane-display').getAttribute('data-status')).toBe('stopped');
  skip(1_500);
}

describe('RecordTimesPage', () => {
  it("says 'No events found' when the referee has no current or upcoming event", async () => {
    sessionStore.set(refereeSession('31'));
    serve([]);
    renderPage();
    expect(await screen.findByText(messages.noEventsFound)).toBeTruthy();
  });

  it('offers Try again when the events cannot load', async () => {
    sessionStore.set(refereeSession('32'));
    api.routes['GET /api/Referee/MyEvents'] = (_request, response) =>
      sendJson(response, 403, { error: 'Referees only' });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('searches after a pause, records the time with an Idempotency-Key and clears the competitor', async () => {
    sessionStore.set(refereeSession('33'));
    serve([southBank]);
    api.routes[RECORD] = (_request, response) => sendJson(response, 200, { standing: 1, result: {} });
    renderPage();
    // The only event is chosen; no record panel before a competitor.
    expect(((await screen.findByLabelText('Event')) as HTMLSelectElement).value).toBe('5');
    expect(within(lane(1)).queryByRole('button', { name: 'START' })).toBeNull();

    await timeSam();
    expect(JSON.parse(api.hits('/api/Referee/UserLookup')[0]?.body ?? '{}')).toEqual({ search: 'sam' });
    fireEvent.click(within(lane(1)).getByRole('button', { name: 'SAVE TIME' }));

    expect(await screen.findByText(messages.timeRecorded)).toBeTruthy();
    expect(screen.getByText(/^Sam Lee \(sam\): 0:42\.\d\d$/)).toBeTruthy();
    const [request] = api.hits('/api/Referee/AddToLeaderboard');
    const body = JSON.parse(request?.body ?? '{}');
    expect(body).toMatchObject({ userId: 12, eventId: 5, locationId: 3 });
    expect(body.duration).toBe(Date.parse(body.timeCompleted) - Date.parse(body.timeStarted));
    expect(request?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(await within(lane(1)).findByRole('combobox', { name: 'Competitor' })).toBeTruthy();
    expect(within(lane(1)).queryByTestId('lane-display')).toBeNull();
  });

  it('keeps a time the server cannot take, shows the queue, and resends it with the same key', async () => {
    sessionStore.set(refereeSession('34'));
    serve([southBank]);
    api.routes[RECORD] = (_request, response) => sendJson(response, 503, { error: 'Unavailable' });
    renderPage();
    await timeSam();
    fireEvent.click(within(lane(1)).getByRole('button', { name: 'SAVE TIME' }));

    const queue = await screen.findByTestId('queue-notice');
    expect(within(queue).getByText('1 time waiting to send')).toBeTruthy();
    expect(within(queue).getByText(SAM_HEADING)).toBeTruthy();
    // The time is safe on the phone: the lane is free for the next competitor.
    expect(await within(lane(1)).findByRole('combobox', { name: 'Competitor' })).toBeTruthy();

    api.routes[RECORD] = (_request, response) => sendJson(response, 200, { standing: 1, result: {} });
    fireEvent.click(within(queue).getByRole('button', { name: 'Try sending now' }));
    expect(await screen.findByText(messages.timeRecorded)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('queue-notice')).toBeNull());
    const sends = api.hits('/api/Referee/AddToLeaderboard');
    expect(sends).toHaveLength(2);
    expect(sends[1]?.headers['idempotency-key']).toBe(sends[0]?.headers['idempotency-key']);
    // The same body (the server compares it key-sorted), so the key replays rather than conflicts.
    expect(JSON.parse(sends[1]?.body ?? '')).toEqual(JSON.parse(sends[0]?.body ?? ''));
  });

  it('asks for three characters before it searches', async () => {
    sessionStore.set(refereeSession('36'));
    serve([southBank]);
    renderPage();
    const search = within(await screen.findByRole('region', { name: 'Lane 1' })).getByRole('combobox', {
      name: 'Competitor',
    });
    search.focus();
    fireEvent.change(search, { target: { value: 'sa' } });
    expect(await screen.findByText('Type at least 3 characters')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.hits('/api/Referee/UserLookup')).toEqual([]);
    fireEvent.change(search, { target: { value: 'sam' } });
    expect(await screen.findByRole('option', { name: SAM_LABEL, hidden: true })).toBeTruthy();
    expect(api.hits('/api/Referee/UserLookup')).toHaveLength(1);
  });

  it('adds lanes up to four, and a lane goes only while its clock is idle', async () => {
    sessionStore.set(refereeSession('35'));
    serve([southBank]);
    renderPage();
    const add = await screen.findByRole('button', { name: 'Add lane' });
    for (let count = 0; count < 3; count += 1) fireEvent.click(add);
    expect(screen.getAllByRole('region', { name: /^Lane \d$/ })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Add lane' })).toBeNull();

    await timeSam();
    expect(screen.queryByRole('button', { name: 'Remove lane 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove lane 4' }));
    expect(screen.getAllByRole('region', { name: /^Lane \d$/ })).toHaveLength(3);
  });

  it("keeps a lane's time as the member stopwatch does: RESET asks, no START over it, Discard has Undo", async () => {
    sessionStore.set(refereeSession('37'));
    serve([southBank]);
    renderPage();
    await screen.findByRole('region', { name: 'Lane 1' });
    const search = within(lane(1)).getByRole('combobox', { name: 'Competitor' });
    search.focus();
    fireEvent.change(search, { target: { value: 'sam' } });
    fireEvent.click(await screen.findByRole('option', { name: SAM_LABEL, hidden: true }));
    fireEvent.click(mainButton(1));
    // A second tap within 1 s of START starts nothing new and stops nothing.
    fireEvent.click(mainButton(1));
    const display = within(lane(1)).getByTestId('lane-display');
    expect(display.getAttribute('data-status')).toBe('running');

    // RESET while running asks; Keep the time keeps the clock going.
    skip(5_000);
    fireEvent.click(within(lane(1)).getByRole('button', { name: 'RESET' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the stopwatch?' });
    expect(within(dialog).getByText('The clock is running. Resetting it loses this run.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the time' }));
    expect(display.getAttribute('data-status')).toBe('running');

    // A double tap on STOP stops once; the time waits for SAVE TIME, with no START over it.
    fireEvent.click(mainButton(1));
    const stoppedAt = display.textContent ?? '';
    skip(300);
    fireEvent.click(mainButton(1));
    expect(display.getAttribute('data-status')).toBe('stopped');
    expect(display.textContent).toBe(stoppedAt);
    expect(mainButton(1).textContent).toBe('SAVE TIME');
    expect(within(lane(1)).queryByRole('button', { name: 'START' })).toBeNull();

    // Discard, then Undo.
    fireEvent.click(within(lane(1)).getByRole('button', { name: 'Discard' }));
    expect(display.getAttribute('data-status')).toBe('idle');
    fireEvent.click(await screen.findByRole('button', { name: `Undo discarding ${stoppedAt}` }));
    expect(display.textContent).toBe(stoppedAt);
    expect(api.hits('/api/Referee/AddToLeaderboard')).toHaveLength(0);
  });

  it('after a refused save the lane offers DISCARD TIME, not the save again', async () => {
    sessionStore.set(refereeSession('38'));
    serve([southBank]);
    api.routes[RECORD] = (_request, response) =>
      sendJson(response, 400, { error: 'This competitor is disabled', fields: { userId: 'disabled' } });
    renderPage();
    await timeSam();
    fireEvent.click(mainButton(1));
    const alert = await within(lane(1)).findByRole('alert');
    expect(alert.textContent).toBe('This competitor is disabled Discard it to time a new run.');
    expect(mainButton(1).textContent).toBe('DISCARD TIME');
    expect(within(lane(1)).queryByRole('button', { name: 'Discard' })).toBeNull();
    skip(1_500);
    fireEvent.click(mainButton(1));
    expect(within(lane(1)).getByTestId('lane-display').getAttribute('data-status')).toBe('idle');
    expect(mainButton(1).textContent).toBe('START');
    expect(api.hits('/api/Referee/AddToLeaderboard')).toHaveLength(1);
  });

  it('offers Add User when nobody is found, and takes the new member back into that lane', async () => {
    sessionStore.set(refereeSession('39'));
    serve([southBank]);
    api.routes['POST /api/Referee/UserLookup'] = (_request, response) => sendJson(response, 200, []);
    const { router } = renderPage();
    await screen.findByRole('region', { name: 'Lane 1' });
    const search = within(lane(1)).getByRole('combobox', { name: 'Competitor' });
    search.focus();
    fireEvent.change(search, { target: { value: 'Jo Newcomer' } });
    expect(await within(lane(1)).findByText('No competitors found')).toBeTruthy();
    const addUser = within(lane(1)).getByRole('link', { name: 'Add User' });
    const href = new URL(addUser.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/Referee/AddUser');
    expect(href.searchParams.get('search')).toBe('Jo Newcomer');
    const laneId = href.searchParams.get('lane');
    expect(laneId).toBeTruthy();

    fireEvent.click(addUser);
    await screen.findByText('Add User page');
    const jo = {
      id: 40,
      name: 'Jo Newcomer',
      userName: 'jo',
      maskedEmail: 'j•••@example.com',
      maskedPhone: null,
    };
    await act(() => router.navigate('/Referee/RecordTimes', { state: { competitor: jo, laneId } }));
    expect((await within(lane(1)).findByTestId('lane-competitor')).textContent).toBe('Jo Newcomer (jo)');
    expect(router.state.location.state).toBeNull();
  });
});
