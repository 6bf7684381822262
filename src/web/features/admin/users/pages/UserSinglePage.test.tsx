import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import { renderRoutes } from '../../../../lib/test-render';
import { detail } from './test-data';
import UserSinglePage from './UserSinglePage';

const api = setUpTestApiServer();
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

function show(id: string) {
  return renderRoutes(
    [
      {
        path: '/Admin/UserManagement/Single/:userId',
        element: <UserSinglePage title="User details" sectionKey="users" />,
      },
    ],
    `/Admin/UserManagement/Single/${id}`,
  );
}

const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('UserSinglePage', () => {
  it('shows the name, tel: and mailto: links, role, date of birth and notifications', async () => {
    api.routes['POST /api/UserManagement/GetSingle'] = (_request, response) =>
      sendJson(response, 200, detail({ dateOfBirth: '1990-07-04', emailConfirmed: false }));
    show('9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jo Smith' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+61412345678' }).getAttribute('href')).toBe('tel:+61412345678');
    expect(screen.getByRole('link', { name: 'jo@example.com' }).getAttribute('href')).toBe(
      'mailto:jo@example.com',
    );
    expect(value('Role')).toBe('Referee');
    expect(value('Date Of Birth')).toBe('4/7/1990');
    expect(value('E-mail notifications')).toBe('Yes');
    expect(value('SMS notifications')).toBe('No');
    expect(screen.getByRole('link', { name: 'Edit user' }).getAttribute('href')).toBe(
      '/Admin/UserManagement/Edit/9',
    );
    // Whether each way of reaching them is proven, and the way back to the list.
    expect(value('Phone')).toBe('+61412345678Confirmed');
    expect(value('Email')).toBe('jo@example.comNot confirmed yet');
    expect(screen.getByRole('link', { name: 'Back to users' }).getAttribute('href')).toBe(
      '/Admin/UserManagement/Manage',
    );
    expect(JSON.parse(api.hits('/api/UserManagement/GetSingle')[0]?.body ?? '{}')).toEqual({ id: 9 });
  });

  it("says 'Regular user' and 'Not specified' when there is no role or date of birth", async () => {
    api.routes['POST /api/UserManagement/GetSingle'] = (_request, response) =>
      sendJson(response, 200, detail({ roles: [], roleId: null }));
    show('9');
    await screen.findByRole('heading', { level: 1, name: 'Jo Smith' });
    expect(value('Role')).toBe('Regular user');
    expect(value('Date Of Birth')).toBe('Not specified');
  });

  it('says the user is not found for an unknown or malformed id', async () => {
    api.routes['POST /api/UserManagement/GetSingle'] = (_request, response) =>
      sendJson(response, 404, { error: 'User not found' });
    show('404');
    expect(await screen.findByText('User not found')).toBeTruthy();
    expect(screen.getByText('There is no user with id “404”.')).toBeTruthy();
  });

  it('treats an id that is not a number as not found without asking the server', async () => {
    show('abc');
    expect(await screen.findByText('There is no user with id “abc”.')).toBeTruthy();
    expect(api.seen).toHaveLength(0);
  });
});
