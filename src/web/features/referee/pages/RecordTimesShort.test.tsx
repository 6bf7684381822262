import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages';
import type { Event } from '../../../../shared/schemas/event';
import { sessionStore } from '../../../lib/session';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderRoutes } from '../../../lib/test-render';
import { setUpTimingTest, tap, testSession } from '../../../lib/test-timing';
import RecordTimesPage from './RecordTimesPage';
import { chooseInLane } from './test-lane';

const api = setUpTestApiServer();
const { skip } = setUpTimingTest();

const event: Event = {
  id: 7,
  name: 'Dune Dash',
  path: 'dune-dash',
  content: '',
  locationId: 9,
  location: { id: 9, name: 'Dune Park', path: 'dune-park' },
  startTime: '2026-05-01T00:00:00.000Z',
  endTime: '2026-05-02T00:00:00.000Z',
  timeZone: 'Australia/Sydney',
  format: 'time',
  penaltySeconds: null,
};
const course = {
  id: 9,
  name: 'Dune Park',
  path: 'dune-park',
  streetNumber: '1',
  streetAddress: 'Sand Rd',
  city: 'Bondi',
  state: 'NSW',
  location: '1 Sand Rd, Bondi NSW',
  gMapsUrl: 'https://www.google.com/maps',
  disabled: false,
  minimumSeconds: 20,
  gateOnly: false,
};
const lee = { id: 22, name: 'lee', userName: 'lee', maskedEmail: 'l•••@example.com', maskedPhone: null };

/** Lee's lane stopped after 6 s: a lane stopped by mistake, under the course's 20 s minimum. */
async function stopLeeEarly() {
  sessionStore.set({ ...testSession('45'), isReferee: true });
  api.routes['GET /api/Referee/MyEvents'] = (_request, response) => sendJson(response, 200, [event]);
  api.routes['GET /api/Location/ListAll'] = (_request, response) => sendJson(response, 200, [course]);
  api.routes['POST /api/Referee/UserLookup'] = (_request, response) => sendJson(response, 200, [lee]);
  api.routes['POST /api/Referee/AddToLeaderboard'] = (_request, response) =>
    sendJson(response, 200, { standing: 1, result: {} });
  renderRoutes([{ path: '/', element: <RecordTimesPage title="Record Times" /> }], '/');
  const lane = await screen.findByRole('region', { name: 'Lane 1' });
  await chooseInLane(lane, 'lee', /^lee/);
  await waitFor(() => expect(api.hits('/api/Location/ListAll')).toHaveLength(1));
  tap(within(lane).getByRole('button', { name: 'START' }));
  skip(6_000);
  tap(within(lane).getByTestId('lane-button'));
  skip(1_500);
  return lane;
}

describe("a lane's time under the course's minimum", () => {
  it('asks with the exact time and the minimum; Back records nothing, Record sends it confirmed', async () => {
    const lane = await stopLeeEarly();
    const time = within(lane).getByTestId('lane-display').textContent ?? '';
    expect(time).toMatch(/^0:06\.\d\d$/);

    tap(within(lane).getByRole('button', { name: 'SAVE TIME' }));
    const ask = await within(lane).findByRole('alertdialog', { name: "Under this course's minimum" });
    expect(ask.textContent).toContain(
      `${time} is under this course's minimum of 0:20.00. Was the lane stopped at the right moment?`,
    );
    const back = within(ask).getByRole('button', { name: 'Back' });
    expect(document.activeElement).toBe(back);
    fireEvent.keyDown(back, { key: 'Escape' });
    expect(within(lane).queryByRole('alertdialog')).toBeNull();
    expect(api.hits('/api/Referee/AddToLeaderboard')).toHaveLength(0);

    skip(1_500);
    tap(within(lane).getByRole('button', { name: 'SAVE TIME' }));
    const again = await within(lane).findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: `Record ${time}` }));
    expect(await screen.findByText(messages.timeRecorded)).toBeTruthy();
    const [sent] = api.hits('/api/Referee/AddToLeaderboard');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ userId: 22, eventId: 7, confirmShort: true });
  });
});
