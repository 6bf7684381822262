import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../shared/messages';
import type { Event } from '../../../../shared/schemas/event';
import { type Session, sessionStore } from '../../../lib/session';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderWithProviders } from '../../../lib/test-render';
import RecordTimesPage from './RecordTimesPage';

const api = setUpTestApiServer();
const RECORD = 'POST /api/Referee/AddToLeaderboard';

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
/** A referee session; each test its own account, so the phone's queue of one test is not another's. */
const refereeSession = (sub: string): Session => ({
  token: `${encode({ alg: 'HS256' })}.${encode({ sub })}.sig`,
  refreshToken: 'r1',
  isAdmin: false,
  isReferee: true,
  redirectTo: null,
});

const southBank: Event = {
  id: 5,
  name: 'South Bank Open',
  path: 'south-bank-open',
  content: '',
  locationId: 3,
  location: { id: 3, name: 'South Bank Parklands', path: 'south-bank' },
  startTime: '2026-05-01T00:00:00.000Z',
  endTime: '2026-05-02T00:00:00.000Z',
};
const sam = {
  id: 12,
  name: 'Sam Lee',
  userName: 'sam',
  maskedEmail: 's•••@example.com',
  maskedPhone: '04•• ••• 678',
};
const SAM_LABEL = 'sam (s•••@example.com) - 04•• ••• 678 · Sam Lee';

function serve(events: Event[]) {
  api.routes['GET /api/Referee/MyEvents'] = (_request, response) => sendJson(response, 200, events);
  api.routes['POST /api/Referee/UserLookup'] = (_request, response) => sendJson(response, 200, [sam]);
}

const lane = (number: number) => screen.getByRole('region', { name: `Lane ${number}` });

/** Picks sam in lane 1, times a run of more than 0 ms and stops it. */
async function timeSam() {
  await screen.findByRole('region', { name: 'Lane 1' });
  const search = within(lane(1)).getByRole('combobox', { name: 'Competitor' });
  // Mantine reads a change to an unfocused input as autofill, not typing.
  search.focus();
  fireEvent.change(search, { target: { value: 'sam' } });
  // The dropdown's opening transition leaves it display: none under happy-dom.
  fireEvent.click(await screen.findByRole('option', { name: SAM_LABEL, hidden: true }));
  expect(within(lane(1)).getByTestId('lane-competitor').textContent).toBe(SAM_LABEL);
  fireEvent.click(within(lane(1)).getByRole('button', { name: 'START' }));
  const display = within(lane(1)).getByTestId('lane-display');
  await waitFor(() => expect(display.textContent).not.toBe('0:00.00'));
  // A press within 1 s of START is ignored (the double-tap guard, on performance.now): its clock moves past it.
  const realNow = performance.now.bind(performance);
  const later = vi.spyOn(performance, 'now').mockImplementation(() => realNow() + 1_500);
  fireEvent.click(within(lane(1)).getByRole('button', { name: 'STOP' }));
  later.mockRestore();
}

beforeEach(() => localStorage.clear());

describe('RecordTimesPage', () => {
  it("says 'No events found' when the referee has no current or upcoming event", async () => {
    sessionStore.set(refereeSession('31'));
    serve([]);
    renderWithProviders(<RecordTimesPage title="Record Times" />);
    expect(await screen.findByText(messages.noEventsFound)).toBeTruthy();
  });

  it('offers Try again when the events cannot load', async () => {
    sessionStore.set(refereeSession('32'));
    api.routes['GET /api/Referee/MyEvents'] = (_request, response) =>
      sendJson(response, 403, { error: 'Referees only' });
    renderWithProviders(<RecordTimesPage title="Record Times" />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('searches after a pause, records the time with an Idempotency-Key and clears the competitor', async () => {
    sessionStore.set(refereeSession('33'));
    serve([southBank]);
    api.routes[RECORD] = (_request, response) => sendJson(response, 200, { standing: 1, result: {} });
    renderWithProviders(<RecordTimesPage title="Record Times" />);
    // The only event is chosen; no record panel before a competitor.
    expect(((await screen.findByLabelText('Event')) as HTMLSelectElement).value).toBe('5');
    expect(within(lane(1)).queryByRole('button', { name: 'START' })).toBeNull();

    await timeSam();
    expect(JSON.parse(api.hits('/api/Referee/UserLookup')[0]?.body ?? '{}')).toEqual({ search: 'sam' });
    fireEvent.click(within(lane(1)).getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByText(messages.timeRecorded)).toBeTruthy();
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
    renderWithProviders(<RecordTimesPage title="Record Times" />);
    await timeSam();
    fireEvent.click(within(lane(1)).getByRole('button', { name: 'SAVE' }));

    const queue = await screen.findByTestId('queue-notice');
    expect(within(queue).getByText('1 time waiting to send')).toBeTruthy();
    expect(within(queue).getByText('sam')).toBeTruthy();
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
    renderWithProviders(<RecordTimesPage title="Record Times" />);
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
    renderWithProviders(<RecordTimesPage title="Record Times" />);
    const add = await screen.findByRole('button', { name: 'Add lane' });
    for (let count = 0; count < 3; count += 1) fireEvent.click(add);
    expect(screen.getAllByRole('region', { name: /^Lane \d$/ })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Add lane' })).toBeNull();

    await timeSam();
    expect(screen.queryByRole('button', { name: 'Remove lane 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove lane 4' }));
    expect(screen.getAllByRole('region', { name: /^Lane \d$/ })).toHaveLength(3);
  });
});
