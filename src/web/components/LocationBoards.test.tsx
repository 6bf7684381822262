import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sendJson, setUpTestApiServer } from '../lib/test-api-server';
import { renderRoutes } from '../lib/test-render';
import { LocationBoards } from './LocationBoards';

const api = setUpTestApiServer();

describe('LocationBoards', () => {
  it("asks for both boards in the address's period", async () => {
    api.routes['POST /api/Leaderboard/ListResults'] = (_request, response) => sendJson(response, 200, []);
    renderRoutes(
      [{ path: '/Locations/View/:path', element: <LocationBoards locationId={4} /> }],
      '/Locations/View/bondi?period=month',
    );
    expect(await screen.findByText('No Comp times recorded')).toBeTruthy();
    const bodies = api.hits('/api/Leaderboard/ListResults').map((request) => JSON.parse(request.body));
    expect(bodies).toEqual(
      expect.arrayContaining([
        { locationId: 4, period: 'month', official: false, limit: 50 },
        { locationId: 4, period: 'month', official: true, limit: 50 },
      ]),
    );
    expect(bodies.every((body) => body.period === 'month')).toBe(true);
  });
});
