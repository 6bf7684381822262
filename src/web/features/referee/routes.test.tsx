import { fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { shellTexts } from '../../../shared/messages';
import { renderRoutes } from '../../lib/test-render';
import { refereeRoutes } from './routes';

const withSuspense: RouteObject[] = [
  {
    element: (
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    ),
    children: refereeRoutes,
  },
];

describe('referee routes', () => {
  it('has exactly the SPEC §2 referee routes', () => {
    expect(refereeRoutes.map((route) => route.path)).toEqual([
      'Referee',
      'Referee/RecordTimes',
      'Referee/DeleteTimes',
      'Referee/AddUser',
    ]);
  });

  it.each([
    ['Record Times', '/Referee/RecordTimes'],
    ['Delete Times', '/Referee/DeleteTimes'],
    ['Add User', '/Referee/AddUser'],
  ])('goes from the menu to %s, shown as coming soon until it is built', async (label, path) => {
    const { router } = renderRoutes(withSuspense, '/Referee');
    expect(await screen.findByRole('heading', { name: shellTexts.refereeTitle, level: 1 })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: new RegExp(`^${label}`) }));
    expect(await screen.findByRole('heading', { name: label, level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByText(shellTexts.comingSoon)).toBeTruthy();
  });
});
