import { notifications } from '@mantine/notifications';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../shared/messages';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderRoutes } from '../../../../lib/test-render';
import { detail, ROLES } from './test-data';
import UserAddPage from './UserAddPage';

const api = setUpTestApiServer();
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  notifications.clean();
  api.routes['POST /api/UserManagement/ListRoles'] = (_request, response) => sendJson(response, 200, ROLES);
});

function show() {
  return renderRoutes(
    [{ path: '/Admin/UserManagement/Add', element: <UserAddPage title="Add user" sectionKey="users" /> }],
    '/Admin/UserManagement/Add',
  );
}

const input = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string | RegExp, value: string) => fireEvent.change(input(label), { target: { value } });

async function fillForm() {
  await screen.findByRole('radio', { name: 'Referee' });
  type(/^First Name/, 'Jo');
  type(/^Last Name/, 'Smith');
  fireEvent.blur(input(/^Last Name/));
  type(/^Phone Number/, '0412345678');
  type(/^Email/, 'jo@example.com');
  type(/^Password/, 'Finish#Line9');
}

describe('UserAddPage', () => {
  it('fills the user name in from the names on blur until one is typed', async () => {
    show();
    await screen.findByRole('radio', { name: 'Referee' });
    type(/^First Name/, 'Jo');
    fireEvent.blur(input(/^First Name/));
    expect(input(/^User Name/).value).toBe('jo');
    type(/^Last Name/, 'Smith');
    fireEvent.blur(input(/^Last Name/));
    expect(input(/^User Name/).value).toBe('josmith');
    type(/^User Name/, 'jojo');
    type(/^Last Name/, 'Smithers');
    fireEvent.blur(input(/^Last Name/));
    expect(input(/^User Name/).value).toBe('jojo');
    // Clearing their own name lets the names fill it in again.
    type(/^User Name/, '');
    fireEvent.blur(input(/^First Name/));
    expect(input(/^User Name/).value).toBe('josmithers');
  });

  it("creates the user with the chosen role, says 'User Added' and empties the form", async () => {
    api.routes['POST /api/UserManagement/Create'] = (_request, response) =>
      sendJson(response, 200, detail({ userName: 'josmith' }));
    show();
    await fillForm();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Regular user' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Referee' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(messages.userAdded)).toBeTruthy();
    expect(JSON.parse(api.hits('/api/UserManagement/Create')[0]?.body ?? '{}')).toEqual({
      firstName: 'Jo',
      lastName: 'Smith',
      organisation: null,
      phoneNumber: '0412345678',
      userName: 'josmith',
      email: 'jo@example.com',
      password: 'Finish#Line9',
      roleId: 2,
    });
    await waitFor(() => expect(input(/^User Name/).value).toBe(''));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Regular user' }).checked).toBe(true);
  });

  it('shows the staff messages on the inputs and sends nothing', async () => {
    show();
    await screen.findByRole('radio', { name: 'Referee' });
    type(/^Email/, 'not-an-email');
    type(/^Password/, 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(messages.staffEmailInvalid)).toBeTruthy();
    expect(screen.getByText(messages.adminPasswordInvalid)).toBeTruthy();
    expect(screen.getByText(messages.phoneRequired)).toBeTruthy();
    expect(api.hits('/api/UserManagement/Create')).toHaveLength(0);
  });

  it('puts a 409 for a taken user name and e-mail on those inputs', async () => {
    api.routes['POST /api/UserManagement/Create'] = (_request, response) =>
      sendJson(response, 409, {
        error: `${messages.userNameTaken}. ${messages.emailTaken}`,
        fields: { userName: messages.userNameTaken, email: messages.emailTaken },
      });
    show();
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(messages.userNameTaken)).toBeTruthy();
    expect(input(/^User Name/).getAttribute('aria-invalid')).toBe('true');
    expect(input(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(messages.unableToAddUser)).toBeTruthy();
  });
});
