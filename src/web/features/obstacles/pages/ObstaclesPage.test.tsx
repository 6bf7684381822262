import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Equipment } from '../../../../shared/schemas/equipment';
import type { Location } from '../../../../shared/schemas/location';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderRoutes } from '../../../lib/test-render';
import ObstaclesPage from './ObstaclesPage';

const api = setUpTestApiServer();

const obstacle = (id: number, name: string): Equipment => ({
  id,
  name,
  path: name.toLowerCase().replace(/ /g, '-'),
  imageUrl: null,
  videoUrl: null,
  showVideo: false,
  instructions: `<p>How to do ${name}.</p>`,
});
const [beam, bars, net, hurdles] = [
  obstacle(1, 'Balance Beam'),
  obstacle(2, 'Monkey Bars'),
  obstacle(3, 'Cargo Net'),
  obstacle(4, 'Hurdles'),
];
const bondi = { id: 7, name: 'Bondi Beach', path: 'bondi-beach' } as Location;

function answerCatalogue() {
  api.routes['GET /api/Equipment/ListAll'] = (_request, response) =>
    sendJson(response, 200, [beam, net, hurdles, bars]);
}

function render(address: string) {
  return renderRoutes([{ path: '/Obstacles', element: <ObstaclesPage /> }], address);
}

describe('ObstaclesPage', () => {
  it("from a course: that course's obstacles in course order, starting at the one asked for, with a way back", async () => {
    answerCatalogue();
    api.routes['POST /api/Location/GetSingle'] = (_request, response) => sendJson(response, 200, bondi);
    api.routes['POST /api/Location/GetSiteEquipment'] = (_request, response) =>
      sendJson(response, 200, [
        { id: 31, index: 0, equipment: net },
        { id: 32, index: 1, equipment: bars },
        { id: 33, index: 2, equipment: beam },
      ]);
    const { router } = render('/Obstacles?equipment=monkey-bars&location=bondi-beach');

    expect(await screen.findByText('2 of 3')).toBeTruthy();
    expect(screen.getByText(': Monkey Bars')).toBeTruthy();
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3: Cargo Net',
      '2 of 3: Monkey Bars',
      '3 of 3: Balance Beam',
    ]);
    const back = screen.getByRole('link', { name: 'Back to Bondi Beach' });
    expect(back.getAttribute('href')).toBe('/Locations/View/bondi-beach');
    expect(api.hits('/api/Location/GetSingle').map((request) => JSON.parse(request.body))).toEqual([
      { path: 'bondi-beach' },
    ]);
    expect(api.hits('/api/Location/GetSiteEquipment').map((request) => JSON.parse(request.body))).toEqual([
      { locationId: 7 },
    ]);
    expect(api.hits('/api/Equipment/ListAll')).toHaveLength(0);
    expect(router.state.location.search).toBe('?equipment=monkey-bars&location=bondi-beach');
  });

  it('from the menu: every obstacle, as the catalogue lists them, and no way back', async () => {
    answerCatalogue();
    render('/Obstacles?equipment=hurdles');
    expect(await screen.findByText('3 of 4')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Back to/ })).toBeNull();
    expect(api.hits('/api/Location/GetSingle')).toHaveLength(0);
  });

  it('a course that does not exist (an old link) shows every obstacle instead', async () => {
    answerCatalogue();
    api.routes['POST /api/Location/GetSingle'] = (_request, response) =>
      sendJson(response, 404, { error: 'Location not found' });
    render('/Obstacles?equipment=hurdles&location=gone');
    expect(await screen.findByText('3 of 4')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Back to/ })).toBeNull();
    expect(api.hits('/api/Location/GetSiteEquipment')).toHaveLength(0);
  });

  it('a course without obstacles says so and still leads back', async () => {
    api.routes['POST /api/Location/GetSingle'] = (_request, response) => sendJson(response, 200, bondi);
    api.routes['POST /api/Location/GetSiteEquipment'] = (_request, response) => sendJson(response, 200, []);
    render('/Obstacles?location=bondi-beach');
    expect(await screen.findByText('No Equipment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Bondi Beach' })).toBeTruthy();
  });
});
