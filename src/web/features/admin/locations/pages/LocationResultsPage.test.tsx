import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Location } from '../../../../../shared/schemas/location';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderRoutes } from '../../../../lib/test-render';
import LocationResultsPage from './LocationResultsPage';

const api = setUpTestApiServer();
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const place = (id: number, name: string, disabled = false) =>
  ({ id, name, path: `p${id}`, disabled }) as Location;
const row = {
  id: 9,
  standing: 1,
  duration: 83_450,
  tsDuration: '1:23.45',
  timeStarted: '2026-11-03T05:00:00.000Z',
  timeCompleted: '2026-11-03T05:01:23.450Z',
  officialTime: false,
  user: { userName: 'casey', current: { url: null } },
  location: { id: 2, name: 'Lake Park', path: 'p2' },
};

function show(path = '/Admin/Locations/Results') {
  return renderRoutes(
    [
      {
        path: '/Admin/Locations/Results',
        element: <LocationResultsPage title="Location results" sectionKey="locations" />,
      },
    ],
    path,
  );
}

describe('LocationResultsPage', () => {
  it('offers the open locations and shows the chosen one’s Social and Comp boards, kept in the address', async () => {
    api.routes['GET /api/Location/ListAllAdmin'] = (_request, response) =>
      sendJson(response, 200, [place(1, 'Bay Park'), place(2, 'Lake Park'), place(3, 'Shut Park', true)]);
    api.routes['POST /api/Leaderboard/ListResults'] = (request, response) =>
      sendJson(response, 200, JSON.parse(request.body).official ? [] : [row]);
    const { router } = show();
    const select = await screen.findByLabelText(/^Location/);
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Select a Location',
      'Bay Park',
      'Lake Park',
    ]);
    expect(screen.getByText('Choose a location to see its boards.')).toBeTruthy();

    fireEvent.change(select, { target: { value: '2' } });
    expect(await screen.findByText('casey')).toBeTruthy();
    expect(await screen.findByText('No Comp times recorded')).toBeTruthy();
    expect(router.state.location.search).toBe('?location=2');
    const asked = api.hits('/api/Leaderboard/ListResults').map((request) => JSON.parse(request.body));
    expect(asked).toEqual(
      expect.arrayContaining([
        { locationId: 2, period: 'all', official: false, limit: 50 },
        { locationId: 2, period: 'all', official: true, limit: 50 },
      ]),
    );
  });

  it('reads the location and period from the address', async () => {
    api.routes['GET /api/Location/ListAllAdmin'] = (_request, response) =>
      sendJson(response, 200, [place(2, 'Lake Park')]);
    api.routes['POST /api/Leaderboard/ListResults'] = (_request, response) => sendJson(response, 200, []);
    show('/Admin/Locations/Results?location=2&period=week');
    expect(await screen.findByRole('heading', { name: 'Lake Park' })).toBeTruthy();
    await waitFor(() =>
      expect(
        api.hits('/api/Leaderboard/ListResults').map((request) => JSON.parse(request.body).period),
      ).toContain('week'),
    );
  });
});
