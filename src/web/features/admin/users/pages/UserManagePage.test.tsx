import { notifications } from '@mantine/notifications';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSummary } from '../../../../../shared/schemas/user-management';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderRoutes } from '../../../../lib/test-render';
import { USERS_PAGE_SIZE } from '../api/users';
import { summary } from './test-data';
import UserManagePage from './UserManagePage';

const api = setUpTestApiServer();
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => notifications.clean());

const listUrl = (disabled: boolean, search?: string, page = 1) => {
  const query = new URLSearchParams({
    disabled: String(disabled),
    page: String(page),
    pageSize: String(USERS_PAGE_SIZE),
  });
  if (search) query.set('search', search);
  return `/api/UserManagement/GetUsers?${query}`;
};

function serveList(url: string, users: UserSummary[], total = users.length) {
  api.routes[`GET ${url}`] = (_request, response) =>
    sendJson(response, 200, { total, page: 1, pageSize: USERS_PAGE_SIZE, users });
}

function show(mode?: 'remove') {
  const path = mode ? '/Admin/UserManagement/Remove' : '/Admin/UserManagement/Manage';
  return renderRoutes(
    [
      {
        path,
        element: (
          <UserManagePage title={mode ? 'Remove user' : 'Manage users'} sectionKey="users" mode={mode} />
        ),
      },
    ],
    path,
  );
}

const active = [summary(), summary({ id: 10, userName: 'kate', displayName: 'kate', roles: [] })];

describe('UserManagePage', () => {
  it('shows active users as cards with their role and view / edit links, Active chosen', async () => {
    serveList(listUrl(false), active);
    show();
    const card = await screen.findByRole('article', { name: 'jsmith' });
    expect(within(card).getByText('Referee')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'kate' })).getByText('Regular user')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View jsmith' }).getAttribute('href')).toBe(
      '/Admin/UserManagement/Single/9',
    );
    expect(within(card).getByRole('link', { name: 'Edit jsmith' }).getAttribute('href')).toBe(
      '/Admin/UserManagement/Edit/9',
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Active' }).checked).toBe(true);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Disabled user' })).toBeNull();
  });

  it('asks for disabled users, who carry the sad icon, and filters by user name', async () => {
    serveList(listUrl(false), active);
    serveList(listUrl(true), [summary({ id: 11, userName: 'gone', disabled: true })]);
    serveList(listUrl(true, 'zz'), []);
    show();
    await screen.findByRole('article', { name: 'jsmith' });
    fireEvent.click(screen.getByRole('radio', { name: 'Disabled' }));
    const card = await screen.findByRole('article', { name: 'gone' });
    expect(within(card).getByRole('img', { name: 'Disabled user' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Filter results'), { target: { value: ' zz ' } });
    expect(await screen.findByText('No users found')).toBeTruthy();
    expect(api.hits(listUrl(true, 'zz'))).toHaveLength(1);
  });

  it('shows the error card with Try again when the list fails', async () => {
    api.routes[`GET ${listUrl(false)}`] = (_request, response) =>
      sendJson(response, 403, { error: 'Forbidden' });
    show();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('pages through many users', async () => {
    serveList(listUrl(false), active, USERS_PAGE_SIZE + 1);
    serveList(listUrl(false, undefined, 2), [summary({ id: 30, userName: 'zed' })], USERS_PAGE_SIZE + 1);
    show();
    await screen.findByRole('article', { name: 'jsmith' });
    const pages = screen.getByRole('navigation', { name: 'Pages of users' });
    fireEvent.click(within(pages).getByRole('button', { name: '2' }));
    expect(await screen.findByRole('article', { name: 'zed' })).toBeTruthy();
  });

  it('in remove mode disables a user once their exact name is typed', async () => {
    let disabled = false;
    api.routes[`GET ${listUrl(false)}`] = (_request, response) =>
      sendJson(response, 200, {
        total: disabled ? 1 : 2,
        page: 1,
        pageSize: USERS_PAGE_SIZE,
        users: disabled ? active.slice(1) : active,
      });
    api.routes['POST /api/UserManagement/Disable'] = (_request, response) => {
      disabled = true;
      sendJson(response, 200, { ...summary(), disabled: true });
    };
    show('remove');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove jsmith' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove User' });
    const remove = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Remove' });
    expect(remove.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Type jsmith to confirm'), {
      target: { value: 'jsmith' },
    });
    expect(remove.disabled).toBe(false);
    fireEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'jsmith' })).toBeNull());
    expect(JSON.parse(api.hits('/api/UserManagement/Disable')[0]?.body ?? '{}')).toEqual({ id: 9 });
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    serveList(listUrl(false), active);
    api.routes['POST /api/UserManagement/Disable'] = (_request, response) =>
      sendJson(response, 400, {
        error: 'The last active admin cannot be disabled.',
        fields: { id: 'The last active admin cannot be disabled.' },
      });
    show('remove');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove jsmith' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove User' });
    fireEvent.change(within(dialog).getByLabelText('Type jsmith to confirm'), {
      target: { value: 'jsmith' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('The last active admin cannot be disabled.')).toBeTruthy();
  });
});
