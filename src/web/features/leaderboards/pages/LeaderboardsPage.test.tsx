import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Overview } from '../../../../shared/schemas/leaderboard';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderRoutes } from '../../../lib/test-render';
import LeaderboardsPage from './LeaderboardsPage';

const api = setUpTestApiServer();

const overview: Overview = [
  { location: { id: 3, name: 'South Bank', path: 'south-bank' }, casual: [], comp: [] },
];

describe('LeaderboardsPage', () => {
  it('asks for the period in the address, and its course links keep it', async () => {
    api.routes['GET /api/Leaderboard/GetOverview?period=week'] = (_request, response) =>
      sendJson(response, 200, overview);
    renderRoutes([{ path: '/Leaderboards', element: <LeaderboardsPage /> }], '/Leaderboards?period=week');

    const course = await screen.findByRole('link', { name: 'South Bank' });
    expect(course.getAttribute('href')).toBe('/Locations/View/south-bank?period=week');
    expect(api.hits('/api/Leaderboard/GetOverview?period=week')).toHaveLength(1);
    expect(api.seen.filter((request) => request.url.startsWith('/api/Leaderboard/GetOverview'))).toHaveLength(
      1,
    );
  });
});
