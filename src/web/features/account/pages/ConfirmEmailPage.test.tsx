import { notifications } from '@mantine/notifications';
import { configure, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../shared/messages';
import { sendJson, setUpTestApiServer } from '../../../lib/test-api-server';
import { renderRoutes } from '../../../lib/test-render';
import ConfirmEmailPage from './ConfirmEmailPage';

const api = setUpTestApiServer();
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => notifications.clean());

const routes = [
  { path: 'Account/ConfirmEmail/:userId/:code', element: <ConfirmEmailPage /> },
  { path: 'Account/Login', element: <p>Login page</p> },
];

describe('ConfirmEmailPage', () => {
  it('posts the link’s code and goes to login with SPEC’s text', async () => {
    api.routes['POST /api/Account/ConfirmEmail'] = (_request, response) =>
      sendJson(response, 200, { ok: true });
    renderRoutes(routes, '/Account/ConfirmEmail/7/code-1');
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(JSON.parse(api.hits('/api/Account/ConfirmEmail')[0]?.body ?? '{}')).toEqual({
      userId: 7,
      code: 'code-1',
    });
  });

  it('says why when another account took the new address meanwhile', async () => {
    api.routes['POST /api/Account/ConfirmEmail'] = (_request, response) =>
      sendJson(response, 409, {
        error: messages.emailTaken,
        code: 'ACCOUNT_TAKEN',
        fields: { email: messages.emailTaken },
      });
    renderRoutes(routes, '/Account/ConfirmEmail/7/code-1');
    expect(await screen.findByText(`${messages.emailConfirmFailed} ${messages.emailTaken}`)).toBeTruthy();
  });
});
