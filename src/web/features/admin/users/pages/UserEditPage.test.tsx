import type { ServerResponse } from 'node:http';
import { notifications } from '@mantine/notifications';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../shared/messages';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderRoutes } from '../../../../lib/test-render';
import { detail, ROLES } from './test-data';
import UserEditPage from './UserEditPage';

const api = setUpTestApiServer();
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  notifications.clean();
  api.routes['POST /api/UserManagement/ListRoles'] = (_request, response) => sendJson(response, 200, ROLES);
});

function show(user = detail()) {
  api.routes['POST /api/UserManagement/GetSingle'] = (_request, response) => sendJson(response, 200, user);
  return renderRoutes(
    [
      {
        path: '/Admin/UserManagement/Edit/:userId',
        element: <UserEditPage title="Edit user" sectionKey="users" />,
      },
      { path: '/Admin/UserManagement/Single/:userId', element: <p>User page</p> },
    ],
    `/Admin/UserManagement/Edit/${user.id}`,
  );
}

const input = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const sentBody = () => JSON.parse(api.hits('/api/UserManagement/EditUser')[0]?.body ?? '{}');

describe('UserEditPage', () => {
  it('is prefilled with the current role chosen, shows Saving while sending, then User Updated', async () => {
    let answer: ServerResponse | undefined;
    api.routes['POST /api/UserManagement/EditUser'] = (_request, response) => {
      answer = response;
    };
    const { router } = show();
    await screen.findByRole('radio', { name: 'Referee' });
    expect(input(/^First Name/).value).toBe('Jo');
    expect(input(/^User Name/).value).toBe('jsmith');
    expect(input(/^Phone Number/).value).toBe('+61412345678');
    expect(input(/^Password/).value).toBe('');
    expect(radio('Referee').checked).toBe(true);
    expect(screen.queryByRole('switch', { name: /Active/ })).toBeNull();

    fireEvent.click(radio('Admin'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const saving = await screen.findByRole<HTMLButtonElement>('button', { name: 'Saving' });
    expect(saving.disabled).toBe(true);
    await waitFor(() => expect(api.hits('/api/UserManagement/EditUser')).toHaveLength(1));
    expect(sentBody()).toEqual({
      id: 9,
      firstName: 'Jo',
      lastName: 'Smith',
      userName: 'jsmith',
      phoneNumber: '+61412345678',
      email: 'jo@example.com',
      roleId: 1,
    });
    if (answer) sendJson(answer, 200, detail({ roles: ['Admin'], roleId: 1 }));
    expect(await screen.findByText(messages.userUpdated)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Admin/UserManagement/Single/9');
  });

  it('sends a regular user as roleId null and a new password when one is typed', async () => {
    api.routes['POST /api/UserManagement/EditUser'] = (_request, response) =>
      sendJson(response, 200, detail());
    show();
    await screen.findByRole('radio', { name: 'Referee' });
    fireEvent.click(radio('Regular user'));
    fireEvent.change(input(/^Password/), { target: { value: 'New#Pass99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.userUpdated)).toBeTruthy();
    expect(sentBody()).toMatchObject({ roleId: null, password: 'New#Pass99' });
  });

  it("shows the server's refusal of the admin's own Admin role on the role choice", async () => {
    api.routes['POST /api/UserManagement/EditUser'] = (_request, response) =>
      sendJson(response, 400, {
        error: messages.cannotRemoveOwnAdmin,
        fields: { roleId: messages.cannotRemoveOwnAdmin },
      });
    show(detail({ roles: ['Admin'], roleId: 1 }));
    await screen.findByRole('radio', { name: 'Admin' });
    expect(radio('Admin').checked).toBe(true);
    fireEvent.click(radio('Regular user'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const shown = await screen.findAllByText(messages.cannotRemoveOwnAdmin);
    expect(shown.length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('offers Active for a disabled user and sends disabled: false when it is turned on', async () => {
    api.routes['POST /api/UserManagement/EditUser'] = (_request, response) =>
      sendJson(response, 200, detail());
    show(detail({ disabled: true }));
    const active = await screen.findByRole<HTMLInputElement>('switch', { name: /Active/ });
    expect(active.checked).toBe(false);
    fireEvent.click(active);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.userUpdated)).toBeTruthy();
    expect(sentBody()).toMatchObject({ disabled: false });
  });

  it('checks the phone on the screen before sending', async () => {
    show();
    await screen.findByRole('radio', { name: 'Referee' });
    fireEvent.change(input(/^Phone Number/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.phoneRequired)).toBeTruthy();
    expect(api.hits('/api/UserManagement/EditUser')).toHaveLength(0);
  });
});
