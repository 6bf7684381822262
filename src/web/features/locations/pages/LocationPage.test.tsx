import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Equipment } from '../../../../shared/schemas/equipment';
import type { Location } from '../../../../shared/schemas/location';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderRoutes } from '../../../lib/test-render';
import LocationPage from './LocationPage';

const api = setUpTestApiServer();

const bondi = {
  id: 7,
  name: 'Bondi Beach',
  path: 'bondi-beach',
  location: '1 Queen Elizabeth Drive, Bondi Beach NSW',
  gMapsUrl: 'https://maps.example/bondi',
} as Location;

const obstacle = (id: number, name: string): Equipment => ({
  id,
  name,
  path: name.toLowerCase().replace(/ /g, '-'),
  imageUrl: id === 1 ? '/uploads/tyres.webp' : null,
  videoUrl: null,
  showVideo: false,
  instructions: '',
});
const course = [obstacle(1, 'Tyre Run'), obstacle(2, 'Monkey Bars')].map((equipment, index) => ({
  id: 40 + index,
  index,
  equipment,
}));

function answerCourse(location: Location = bondi) {
  api.routes['POST /api/Location/GetSingle'] = (_request, response) => sendJson(response, 200, location);
  api.routes['POST /api/Leaderboard/ListResults'] = (_request, response) => sendJson(response, 200, []);
}

const render = (address: string) =>
  renderRoutes([{ path: '/Locations/View/:path', element: <LocationPage /> }], address);

describe('LocationPage', () => {
  it('lists the obstacles in course order, each opening its tips within this course', async () => {
    answerCourse();
    api.routes['POST /api/Location/GetSiteEquipment'] = (_request, response) =>
      sendJson(response, 200, course);
    render('/Locations/View/bondi-beach');

    const list = within(await screen.findByRole('region', { name: 'Obstacles' }));
    const obstacles = await list.findAllByRole('heading', { level: 3 });
    expect(obstacles.map((heading) => heading.textContent)).toEqual(['1. Tyre Run', '2. Monkey Bars']);
    const links = list.getAllByRole('link', { name: /Tips and rules/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/Obstacles?equipment=tyre-run&location=bondi-beach',
      '/Obstacles?equipment=monkey-bars&location=bondi-beach',
    ]);
    // A picture has a fixed size (nothing moves as it loads); one missing says so.
    const picture = links[0].querySelector('img');
    expect([picture?.getAttribute('width'), picture?.getAttribute('height')]).toEqual(['52', '52']);
    expect(links[1].textContent).toContain('No Image');
  });

  it('with a row to mark, shows the boards only once the obstacles above them are in place', async () => {
    answerCourse();
    let releaseObstacles = () => {};
    const obstaclesAsked = new Promise<void>((asked) => {
      api.routes['POST /api/Location/GetSiteEquipment'] = (_request, response) =>
        new Promise<void>((done) => {
          asked();
          releaseObstacles = () => {
            sendJson(response, 200, course);
            done();
          };
        });
    });
    render('/Locations/View/bondi-beach?highlight=member');

    await obstaclesAsked;
    expect(await screen.findByText('Loading the boards…')).toBeTruthy();
    expect(api.hits('/api/Leaderboard/ListResults')).toHaveLength(0);
    releaseObstacles();
    expect(await screen.findByText('No Comp times recorded')).toBeTruthy();
    await waitFor(() => expect(api.hits('/api/Leaderboard/ListResults')).toHaveLength(2));
  });

  it('says in its details that a gate-only location counts gate-timed runs only, and why', async () => {
    answerCourse({ ...bondi, gateOnly: true });
    api.routes['POST /api/Location/GetSiteEquipment'] = (_request, response) => sendJson(response, 200, []);
    render('/Locations/View/bondi-beach');

    const details = within(await screen.findByRole('region', { name: 'Bondi Beach' }));
    expect(details.getByText('Gate-timed runs only')).toBeTruthy();
    expect(
      details.getByText(
        'Only runs timed by a camera gate count on the Social board here; Comp times count as always.',
      ),
    ).toBeTruthy();
  });

  it('has no such mark where every run counts', async () => {
    answerCourse({ ...bondi, gateOnly: false });
    api.routes['POST /api/Location/GetSiteEquipment'] = (_request, response) => sendJson(response, 200, []);
    render('/Locations/View/bondi-beach');

    await screen.findByRole('region', { name: 'Bondi Beach' });
    expect(screen.queryByText('Gate-timed runs only')).toBeNull();
  });
});
