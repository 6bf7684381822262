import { screen, waitFor, within } from '@testing-library/react';
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
  id: 6,
  name: 'Ridge Relay',
  path: 'ridge-relay',
  content: '',
  locationId: 8,
  location: { id: 8, name: 'Ridge Park', path: 'ridge-park' },
  startTime: '2026-05-01T00:00:00.000Z',
  endTime: '2026-05-02T00:00:00.000Z',
  timeZone: 'Australia/Sydney',
  format: 'time',
  penaltySeconds: null,
};
const kim = { id: 21, name: 'kim', userName: 'kim', maskedEmail: 'k•••@example.com', maskedPhone: null };
const equipment = (id: number, name: string) => ({
  id: 200 + id,
  index: id,
  equipment: { id, name, path: name, imageUrl: null, videoUrl: null, showVideo: false, instructions: '' },
});

describe('a lane on a course with obstacles', () => {
  it('splits each obstacle, the STOP closing the last, and records the splits with the time', async () => {
    sessionStore.set({ ...testSession('41'), isReferee: true });
    api.routes['GET /api/Referee/MyEvents'] = (_request, response) => sendJson(response, 200, [event]);
    api.routes['POST /api/Referee/UserLookup'] = (_request, response) => sendJson(response, 200, [kim]);
    api.routes['POST /api/Location/GetSiteEquipment'] = (_request, response) =>
      sendJson(response, 200, [equipment(31, 'Cargo Net'), equipment(32, 'Balance Beam')]);
    api.routes['POST /api/Referee/AddToLeaderboard'] = (_request, response) =>
      sendJson(response, 200, { standing: 1, result: {} });
    renderRoutes([{ path: '/', element: <RecordTimesPage title="Record Times" /> }], '/');

    const lane = await screen.findByRole('region', { name: 'Lane 1' });
    await chooseInLane(lane, 'kim', /^kim/);
    await waitFor(() => expect(api.hits('/api/Location/GetSiteEquipment')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));

    tap(within(lane).getByRole('button', { name: 'START' }));
    const split = await within(lane).findByTestId('lane-split');
    expect(split.textContent).toBe('SPLITCargo Net');
    skip(12_000);
    tap(split);
    expect(within(lane).queryByTestId('lane-split')).toBeNull();
    expect(within(lane).getByTestId('lane-last-obstacle').textContent).toBe(
      'STOP at the finish: Balance Beam',
    );

    skip(9_000);
    tap(within(lane).getByTestId('lane-button'));
    skip(1_500);
    tap(within(lane).getByRole('button', { name: 'SAVE TIME' }));
    expect(await screen.findByText(messages.timeRecorded)).toBeTruthy();
    const body = JSON.parse(api.hits('/api/Referee/AddToLeaderboard')[0]?.body ?? '{}');
    expect(body).toMatchObject({ userId: 21, eventId: 6, locationId: 8 });
    expect(body.splits.map((entry: { equipmentId: number }) => entry.equipmentId)).toEqual([31, 32]);
    expect(body.splits[1].ms).toBe(body.duration);
  });
});
