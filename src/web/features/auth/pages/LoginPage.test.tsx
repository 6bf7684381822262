import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/schemas/auth';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderRoutes } from '../../../lib/test-render';
import LoginPage from './LoginPage';

const member: Session = { token: 't', refreshToken: 'r', isAdmin: false, isReferee: false, redirectTo: null };
const referee: Session = { ...member, isAdmin: false, isReferee: true, redirectTo: '/Referee/RecordTimes' };
const admin: Session = { ...member, isAdmin: true, redirectTo: '/Admin' };

const api = setUpTestApiServer();

function loginAt(path: string, answer: Session) {
  api.routes['POST /api/Auth/Login'] = (_request, response) => sendJson(response, 200, answer);
  const { router } = renderRoutes(
    [
      { path: '/Account/Login', element: <LoginPage /> },
      // The top bar's Log in link passes the page it was clicked on (nav-items.ts).
      {
        path: '/Events',
        element: (
          <Link to="/Account/Login" state={{ from: '/Events' }}>
            Log in
          </Link>
        ),
      },
      { path: '*', element: <p>Arrived</p> },
    ],
    path,
  );
  if (path === '/Events') fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
  fireEvent.change(screen.getByLabelText(/username or email/i), { target: { value: 'someone' } });
  fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: 'Secret123!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  return router;
}

describe('LoginPage', () => {
  it('links to sign up and forgot password', () => {
    renderRoutes([{ path: '/Account/Login', element: <LoginPage /> }], '/Account/Login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/Account/SignUp');
    expect(screen.getByRole('link', { name: /forgot/i }).getAttribute('href')).toBe(
      '/Account/ForgotPassword',
    );
  });

  it('returns to the page a guard stopped', async () => {
    const router = loginAt('/Account/Login?returnUrl=%2FAdmin%2FSms%2FSend', member);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Admin/Sms/Send'));
  });

  it("sends a referee to the server's redirectTo", async () => {
    const router = loginAt('/Account/Login', referee);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Referee/RecordTimes'));
  });

  it('goes home when nothing else is known', async () => {
    const router = loginAt('/Account/Login', member);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("from the top bar, sends an admin to the server's redirectTo rather than back", async () => {
    const router = loginAt('/Events', admin);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Admin'));
  });

  it('from the top bar, returns a member to the page they clicked Login on', async () => {
    const router = loginAt('/Events', member);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Events'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("lets a guard's page win over the server's redirectTo", async () => {
    const router = loginAt('/Account/Login?returnUrl=%2FAccount%2FMyResults', referee);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Account/MyResults'));
  });
});
