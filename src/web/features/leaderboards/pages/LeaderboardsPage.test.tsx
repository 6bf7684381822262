import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeaderboardRow, Overview } from '../../../../shared/schemas/leaderboard';
import { sessionStore } from '../../../lib/session';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderRoutes } from '../../../lib/test-render';
import LeaderboardsPage from './LeaderboardsPage';

const api = setUpTestApiServer();

const overview: Overview = [
  { location: { id: 3, name: 'South Bank', path: 'south-bank' }, casual: [], comp: [] },
];

const place = (standing: number, userName: string): LeaderboardRow => ({
  id: 100 + standing,
  user: { userName, current: { url: null } },
  duration: 40_000 + standing * 1_000,
  tsDuration: `0:${40 + standing}.00`,
  timeStarted: '2026-05-01T01:00:00.000Z',
  timeCompleted: '2026-05-01T01:00:41.000Z',
  officialTime: false,
  timingMethod: 'manual',
  witnessed: false,
  location: { id: 3, name: 'South Bank', path: 'south-bank' },
  standing,
  obstaclesCleared: null,
  penaltyMs: 0,
  rankedMs: 40_000 + standing * 1_000,
});

const topFive: Overview = [
  {
    location: { id: 3, name: 'South Bank', path: 'south-bank' },
    casual: ['ann', 'bo', 'cy', 'di', 'ed'].map((name, index) => place(index + 1, name)),
    comp: [],
  },
];

const socialNames = () =>
  within(screen.getByRole('table', { name: 'Social Leaderboard' }))
    .getAllByTestId('leaderboard-row')
    .map((row) => row.getAttribute('aria-label')?.split(',')[0]);

describe('LeaderboardsPage', () => {
  it('opens each course folded to its top 3; its control unfolds the top 5 and folds them again', async () => {
    api.routes['GET /api/Leaderboard/GetOverview?period=all'] = (_request, response) =>
      sendJson(response, 200, topFive);
    renderRoutes([{ path: '/Leaderboards', element: <LeaderboardsPage /> }], '/Leaderboards');

    const unfold = await screen.findByRole('button', { name: 'Show the top 5 at South Bank' });
    expect(socialNames()).toEqual(['Place 1: ann', 'Place 2: bo', 'Place 3: cy']);
    expect(unfold.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(unfold);
    expect(socialNames()).toEqual([
      'Place 1: ann',
      'Place 2: bo',
      'Place 3: cy',
      'Place 4: di',
      'Place 5: ed',
    ]);
    const fold = screen.getByRole('button', { name: 'Show the top 3 at South Bank' });
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(fold);
    expect(socialNames()).toHaveLength(3);
  });

  it("folded, still shows the signed-in member's own row below the top 3", async () => {
    sessionStore.set({ token: 't', refreshToken: 'r', isAdmin: false, isReferee: false, redirectTo: null });
    api.routes['GET /api/Account/MyAccount'] = (_request, response) =>
      sendJson(response, 200, { userName: 'di' });
    api.routes['GET /api/Leaderboard/GetOverview?period=all'] = (_request, response) =>
      sendJson(response, 200, topFive);
    renderRoutes([{ path: '/Leaderboards', element: <LeaderboardsPage /> }], '/Leaderboards');

    await screen.findByRole('button', { name: 'Show the top 5 at South Bank' });
    await screen.findByRole('rowgroup', { name: 'Your place' });
    expect(socialNames()).toEqual(['Place 1: ann', 'Place 2: bo', 'Place 3: cy', 'Place 4: di (you)']);
  });

  it('has no control for a course whose boards hold 3 or fewer', async () => {
    api.routes['GET /api/Leaderboard/GetOverview?period=all'] = (_request, response) =>
      sendJson(response, 200, [{ ...topFive[0], casual: topFive[0].casual.slice(0, 3) }]);
    renderRoutes([{ path: '/Leaderboards', element: <LeaderboardsPage /> }], '/Leaderboards');

    await screen.findByRole('table', { name: 'Social Leaderboard' });
    expect(socialNames()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Show the top/ })).toBeNull();
  });

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
