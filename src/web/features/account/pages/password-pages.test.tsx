import { configure, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../shared/messages';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderRoutes } from '../../../lib/test-render';
import ForgotPasswordPage, { validateForgotPassword } from './ForgotPasswordPage';
import ResetPasswordPage, { validateResetPassword } from './ResetPasswordPage';

const api = setUpTestApiServer();
// Generous waits: these render whole pages, which is slow on a busy machine (limits, not timings).
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const routes = [
  { path: 'Account/ForgotPassword', element: <ForgotPasswordPage /> },
  { path: 'Account/ResetPassword/*', element: <ResetPasswordPage /> },
  { path: 'Account/Login', element: <p>Login page</p> },
];

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the shared schemas as the password forms’ checks', () => {
  it('gives SPEC’s account e-mail message and the sign-up password rule', () => {
    expect(validateForgotPassword({ email: 'nope' }).email).toBe(messages.accountEmailInvalid);
    expect(validateForgotPassword({ email: 'sam@example.com' })).toEqual({});
    const check = validateResetPassword('code-1');
    expect(check({ email: 'sam@example.com', newPassword: 'short' }).newPassword).toBe(
      messages.memberPasswordInvalid,
    );
    expect(check({ email: 'sam@example.com', newPassword: 'Runner12' })).toEqual({});
  });
});

describe('ForgotPasswordPage', () => {
  it('checks the address without calling the server, then shows the server’s answer in green', async () => {
    api.routes['POST /api/Account/ForgotPassword'] = (_request, response) =>
      sendJson(response, 200, { message: messages.forgotPasswordSent });
    renderRoutes(routes, '/Account/ForgotPassword');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText(messages.emailRequired)).toBeTruthy();
    expect(api.seen).toEqual([]);

    type(/^Email/, ' sam@example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe(messages.forgotPasswordSent);
    expect(JSON.parse(api.hits('/api/Account/ForgotPassword')[0]?.body ?? '{}')).toEqual({
      email: 'sam@example.com',
    });
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/Account/Login');
  });

  it('shows a refusal (too many requests) in red and keeps the form', async () => {
    api.routes['POST /api/Account/ForgotPassword'] = (_request, response) =>
      sendJson(response, 429, { error: 'Too many requests, please try again later.' });
    renderRoutes(routes, '/Account/ForgotPassword');
    type(/^Email/, 'sam@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests, please try again later.');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });
});

describe('ResetPasswordPage', () => {
  it('sends the code from the address with the e-mail and new password, then links to login', async () => {
    api.routes['POST /api/Account/ResetPassword'] = (_request, response) =>
      sendJson(response, 200, { ok: true });
    renderRoutes(routes, '/Account/ResetPassword/abc%2D123');
    type(/^Email/, 'sam@example.com');
    type(/^New password/, 'Runner12');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.passwordReset);
    expect(JSON.parse(api.hits('/api/Account/ResetPassword')[0]?.body ?? '{}')).toEqual({
      email: 'sam@example.com',
      newPassword: 'Runner12',
      code: 'abc-123',
    });
    expect(screen.getByRole('link', { name: 'Log in now' }).getAttribute('href')).toBe('/Account/Login');
  });

  it('shows a used or expired link’s refusal in red', async () => {
    api.routes['POST /api/Account/ResetPassword'] = (_request, response) =>
      sendJson(response, 400, {
        error: messages.resetPasswordFailed,
        fields: { code: messages.resetPasswordFailed },
      });
    renderRoutes(routes, '/Account/ResetPassword/used');
    type(/^Email/, 'sam@example.com');
    type(/^New password/, 'Runner12');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.resetPasswordFailed);
  });

  it('checks the new password against the sign-up rule before sending', () => {
    renderRoutes(routes, '/Account/ResetPassword/abc');
    type(/^Email/, 'sam@example.com');
    type(/^New password/, 'alllower1');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText(messages.memberPasswordInvalid)).toBeTruthy();
    expect(api.seen).toEqual([]);
  });
});
