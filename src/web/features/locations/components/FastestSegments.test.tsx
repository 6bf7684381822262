import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderRoutes } from '../../../lib/test-render';
import { ObstacleList } from './ObstacleList';

const api = setUpTestApiServer();

const equipment = (id: number, name: string) => ({
  id: 40 + id,
  index: id,
  equipment: { id, name, path: name, imageUrl: null, videoUrl: null, showVideo: false, instructions: '' },
});
const row = (standing: number, userName: string, segmentMs: number, timeId: number) => ({
  standing,
  user: { userName, current: null },
  segmentMs,
  timeId,
  timeCompleted: '2026-05-01T01:00:00.000Z',
});

describe("an obstacle's fastest segments", () => {
  it('sit under its Tips and rules row, ties sharing a place; an obstacle nobody split shows none', async () => {
    api.routes['POST /api/Location/GetSiteEquipment'] = (_request, response) =>
      sendJson(response, 200, [equipment(1, 'Tyre Run'), equipment(2, 'Monkey Bars')]);
    api.routes['GET /api/Leaderboard/Segments/7?period=all&limit=2'] = (_request, response) =>
      sendJson(response, 200, [
        { equipmentId: 1, name: 'Tyre Run', rows: [row(1, 'sam', 8_120, 5), row(1, 'kim', 8_120, 6)] },
        { equipmentId: 2, name: 'Monkey Bars', rows: [] },
      ]);
    renderRoutes([{ path: '/', element: <ObstacleList locationId={7} coursePath="bondi" /> }], '/');

    const fastest = await screen.findByTestId('fastest-segments');
    const list = within(fastest).getByRole('list', { name: 'Fastest here on Tyre Run' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. sam 0:08.12', '1. kim 0:08.12']);
    expect(screen.getAllByTestId('fastest-segments')).toHaveLength(1);
    const [request] = api.hits('/api/Leaderboard/Segments/7?period=all&limit=2');
    expect(request).toBeTruthy();
  });

  it('marks the signed-in member\'s own entry "(you)", and no one else\'s', async () => {
    sessionStore.set({ token: 't', refreshToken: 'r', isAdmin: false, isReferee: false, redirectTo: null });
    api.routes['GET /api/Account/MyAccount'] = (_request, response) =>
      sendJson(response, 200, { userName: 'kim' });
    api.routes['POST /api/Location/GetSiteEquipment'] = (_request, response) =>
      sendJson(response, 200, [equipment(1, 'Tyre Run')]);
    api.routes['GET /api/Leaderboard/Segments/7?period=all&limit=2'] = (_request, response) =>
      sendJson(response, 200, [
        { equipmentId: 1, name: 'Tyre Run', rows: [row(1, 'sam', 8_120, 5), row(2, 'kim', 9_000, 6)] },
      ]);
    renderRoutes([{ path: '/', element: <ObstacleList locationId={7} coursePath="bondi" /> }], '/');

    const list = await screen.findByRole('list', { name: 'Fastest here on Tyre Run' });
    await within(list).findByText('(you)');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. sam 0:08.12', '2. kim (you) 0:09.00']);
  });
});
