import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    expect(within(fastest).getByText('Fastest on Tyre Run')).toBeTruthy();
    expect(
      within(fastest)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.sam0:08.12', '1.kim0:08.12']);
    expect(screen.getAllByTestId('fastest-segments')).toHaveLength(1);
    const [request] = api.hits('/api/Leaderboard/Segments/7?period=all&limit=2');
    expect(request).toBeTruthy();
  });
});
