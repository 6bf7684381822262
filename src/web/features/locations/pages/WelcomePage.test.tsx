import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HomeSummary } from '../../../../shared/schemas/home';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderRoutes } from '../../../lib/test-render';
import WelcomePage from './WelcomePage';

const api = setUpTestApiServer();

const event = {
  id: 4,
  name: 'South Bank Open',
  path: 'south-bank-open',
  content: '',
  locationId: 3,
  location: { id: 3, name: 'South Bank Parklands', path: 'south-bank-parklands' },
  startTime: '2026-05-04T23:00:00.000Z',
  endTime: '2026-05-05T05:00:00.000Z',
  timeZone: 'Australia/Brisbane',
  format: 'time' as const,
  penaltySeconds: null,
};

const record = {
  id: 77,
  user: { userName: 'sam', current: { url: null } },
  duration: 45_670,
  tsDuration: '0:45.67',
  timeStarted: '2026-05-03T00:00:00.000Z',
  timeCompleted: '2026-05-03T00:00:45.670Z',
  officialTime: false,
  timingMethod: 'manual' as const,
  witnessed: false,
  location: { id: 1, name: 'Bondi Beach', path: 'bondi-beach' },
  standing: 1,
  obstaclesCleared: null,
  penaltyMs: 0,
  rankedMs: 45_670,
};

function answer(summary: HomeSummary) {
  api.routes['GET /api/Content/AllBySlug'] = (_request, response) => sendJson(response, 200, {});
  api.routes['POST /api/Content/BySectionSlug'] = (_request, response) => sendJson(response, 200, []);
  api.routes['GET /api/Location/ListAll'] = (_request, response) => sendJson(response, 200, []);
  api.routes['GET /api/Home/Summary'] = (_request, response) => sendJson(response, 200, summary);
}

describe('Home', () => {
  it("shows the event on now on its location's clocks, linking to it, and the week's records", async () => {
    answer({ event, eventOnNow: true, records: [record] });
    renderRoutes([{ path: '/', element: <WelcomePage /> }], '/');

    const onNow = await screen.findByRole('region', { name: 'Now on' });
    expect(within(onNow).getByRole('link', { name: 'South Bank Open' }).getAttribute('href')).toBe(
      '/Events/View/south-bank-open',
    );
    expect(onNow.textContent).toContain('at South Bank Parklands');
    expect(onNow.textContent).toContain('5/5/2026 9:00 am – 3:00 pm AEST');
    const records = screen.getByRole('region', { name: 'New records this week' });
    const [item] = within(records).getAllByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Bondi Beach' }).getAttribute('href')).toBe(
      '/Locations/View/bondi-beach?highlight=sam',
    );
    expect(item.textContent).toContain('sam0:45.67');
  });

  it('says so when no event is to come and no record was set this week', async () => {
    answer({ event: null, eventOnNow: false, records: [] });
    renderRoutes([{ path: '/', element: <WelcomePage /> }], '/');

    const next = await screen.findByRole('region', { name: 'Next event' });
    expect(within(next).getByText('No events found')).toBeTruthy();
    expect(within(next).getByRole('link', { name: 'All events' }).getAttribute('href')).toBe('/Events');
    expect(screen.getByText('No location records were set in the last 7 days.')).toBeTruthy();
  });

  it('says under Social and Comp what each board holds', async () => {
    answer({ event: null, eventOnNow: false, records: [] });
    renderRoutes([{ path: '/', element: <WelcomePage /> }], '/');

    const boards = await screen.findByRole('region', { name: 'Two leaderboards at every location' });
    const items = within(boards).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Social leaderboardsTimes members record themselves with the stopwatch.',
      'Comp leaderboardsTimes a referee records at an event.',
    ]);
  });
});
