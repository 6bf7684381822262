import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../shared/schemas/auth';
import { sessionStore } from '../lib/session';
import { renderRoutes } from '../lib/test-render';
import { RequireRole } from './RequireRole';

const as = (flags: Partial<Session>): Session => ({
  token: 't',
  refreshToken: 'r',
  isAdmin: false,
  isReferee: false,
  redirectTo: null,
  ...flags,
});

const routes = [
  { path: '/Account/Login', element: <p>Login page</p> },
  { path: '/Unauthorized', element: <p>Unauthorized page</p> },
  {
    element: <RequireRole requires="member" />,
    children: [{ path: '/Account/MyAccount', element: <p>My account</p> }],
  },
  {
    element: <RequireRole requires="referee" />,
    children: [{ path: '/Referee', element: <p>Referee menu</p> }],
  },
  { element: <RequireRole requires="admin" />, children: [{ path: '/Admin/*', element: <p>Admin hub</p> }] },
];

beforeEach(() => sessionStore.clear());

describe('RequireRole', () => {
  it('sends a guest to login remembering the page asked for', async () => {
    const { router } = renderRoutes(routes, '/Admin/Event/Manage?tab=2');
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Account/Login');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(
      '/Admin/Event/Manage?tab=2',
    );
  });

  it('sends a member without the role to /Unauthorized', async () => {
    sessionStore.set(as({}));
    const { router } = renderRoutes(routes, '/Admin');
    expect(await screen.findByText('Unauthorized page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Unauthorized');
  });

  it('lets any signed-in user into member pages', async () => {
    sessionStore.set(as({}));
    renderRoutes(routes, '/Account/MyAccount');
    expect(await screen.findByText('My account')).toBeTruthy();
  });

  it('admits referees and admins to referee routes, but not a referee to admin routes', async () => {
    sessionStore.set(as({ isAdmin: true }));
    const first = renderRoutes(routes, '/Referee');
    expect(await screen.findByText('Referee menu')).toBeTruthy();
    first.unmount();

    sessionStore.set(as({ isReferee: true }));
    const second = renderRoutes(routes, '/Referee');
    expect(await screen.findByText('Referee menu')).toBeTruthy();
    second.unmount();

    const third = renderRoutes(routes, '/Admin');
    expect(await screen.findByText('Unauthorized page')).toBeTruthy();
    expect(third.router.state.location.pathname).toBe('/Unauthorized');
  });
});
