import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/schemas/auth';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderRoutes } from '../../../lib/test-render';
import LoginPage from './LoginPage';

const member: Session = { token: 't', refreshToken: 'r', isAdmin: true, isReferee: false, redirectTo: null };
const referee: Session = { ...member, isAdmin: false, isReferee: true, redirectTo: '/Referee/RecordTimes' };

const api = setUpTestApiServer();

function loginAt(path: string, answer: Session) {
  api.routes['POST /api/Auth/Login'] = (_request, response) => sendJson(response, 200, answer);
  const { router } = renderRoutes(
    [
      { path: '/Account/Login', element: <LoginPage /> },
      { path: '*', element: <p>Arrived</p> },
    ],
    path,
  );
  fireEvent.change(screen.getByLabelText(/username or email/i), { target: { value: 'someone' } });
  fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: 'Secret123!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
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
});
