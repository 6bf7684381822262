import { fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages, shellTexts } from '../../../shared/messages';
import { sendJson, setUpTestApiServer } from '../../lib/test-api-server';
import { renderRoutes } from '../../lib/test-render';
import RefereeArea from './RefereeArea';
import { refereeRoutes } from './routes';

const withSuspense: RouteObject[] = [
  {
    path: 'Referee/*',
    element: (
      <Suspense fallback={null}>
        <RefereeArea notFound={<p>Not found</p>} />
      </Suspense>
    ),
  },
];

const api = setUpTestApiServer();

describe('referee routes', () => {
  it('has exactly the docs/spec.md §2 referee routes', () => {
    // Relative to the menu's /Referee.
    expect(refereeRoutes.map((route) => (route.index ? 'Referee' : `Referee/${route.path}`))).toEqual([
      'Referee',
      'Referee/RecordTimes',
      'Referee/DeleteTimes',
      'Referee/AddUser',
    ]);
  });

  it.each([
    ['Record Times', '/Referee/RecordTimes', messages.noEventsFound],
    ['Delete Times', '/Referee/DeleteTimes', messages.noEventsFound],
    ['Add User', '/Referee/AddUser', 'Submit'],
  ])('goes from the menu to %s', async (label, path, shown) => {
    api.routes['GET /api/Referee/MyEvents'] = (_request, response) => sendJson(response, 200, []);
    api.routes['GET /api/Referee/MyPastEvents'] = (_request, response) => sendJson(response, 200, []);
    const { router } = renderRoutes(withSuspense, '/Referee');
    expect(await screen.findByRole('heading', { name: shellTexts.refereeTitle, level: 1 })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: new RegExp(`^${label}`) }));
    expect(await screen.findByRole('heading', { name: label, level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    expect(await screen.findByText(shown)).toBeTruthy();
  });
});
