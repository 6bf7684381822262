import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages';
import type { Session } from '../../shared/schemas/auth';
import { sessionStore } from '../lib/session';
import { sendJson, setUpTestApiServer } from '../lib/test-api-server';
import { renderRoutes } from '../lib/test-render';
import { LoginForm } from './LoginForm';

const referee: Session = {
  token: 't',
  refreshToken: 'r',
  isAdmin: false,
  isReferee: true,
  redirectTo: '/Referee/RecordTimes',
};

const api = setUpTestApiServer();

function renderForm(onSuccess = vi.fn()) {
  renderRoutes([{ path: '/', element: <LoginForm onSuccess={onSuccess} /> }], '/');
  return onSuccess;
}

function fillAndSubmit(user: string, password: string) {
  fireEvent.change(screen.getByLabelText(/username or email/i), { target: { value: user } });
  fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it('requires both fields before sending anything', async () => {
    renderForm();
    fillAndSubmit('', '');
    expect(await screen.findByText(messages.emailRequired)).toBeTruthy();
    expect(screen.getByText(messages.passwordRequired)).toBeTruthy();
    expect(api.seen).toHaveLength(0);
  });

  it('flags a malformed address and a short password with the SPEC texts', async () => {
    renderForm();
    fillAndSubmit('jo@nowhere', '12345');
    expect(await screen.findByText(messages.emailInvalid)).toBeTruthy();
    expect(screen.getByText('Password must be 8 or more characters')).toBeTruthy();
    expect(api.seen).toHaveLength(0);
  });

  it('shows the login failure text in an alert on 401', async () => {
    api.routes['POST /api/Auth/Login'] = (_request, response) =>
      sendJson(response, 401, { error: messages.credentialsInvalid, code: 'LOGIN_FAILED' });
    renderForm();
    fillAndSubmit('member', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Username or Password incorrect');
  });

  it("shows the server's message when rate limited", async () => {
    const limited = 'Too many failed attempts. Try again in 15 minutes.';
    api.routes['POST /api/Auth/Login'] = (_request, response) =>
      sendJson(response, 429, { error: limited }, { 'Retry-After': '900' });
    renderForm();
    fillAndSubmit('member', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe(limited);
  });

  it('stores the session, thanks the user and hands the session on', async () => {
    api.routes['POST /api/Auth/Login'] = (_request, response) => sendJson(response, 200, referee);
    const onSuccess = renderForm();
    fillAndSubmit('  Referee ', 'Referee123!');

    expect(await screen.findByText(messages.loggedIn)).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledWith(referee);
    expect(sessionStore.get()).toEqual(referee);
    expect(JSON.parse(api.hits('/api/Auth/Login')[0]?.body ?? '{}')).toEqual({
      user: 'Referee',
      password: 'Referee123!',
    });
  });

  it('starts with a given user name (after signing up) and puts the focus on the password', () => {
    renderRoutes([{ path: '/', element: <LoginForm initialUser="newbie" /> }], '/');
    expect((screen.getByLabelText(/username or email/i) as HTMLInputElement).value).toBe('newbie');
    expect(document.activeElement).toBe(screen.getByLabelText(/^password/i));
  });
});
