import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../shared/messages';
import { adminSections } from './features/admin/sections';
import { sessionStore } from './lib/session';
import { renderRoutes, setWindowWidth, TEST_WINDOW_WIDTH } from './lib/test-render';
import { routes } from './router';
import { matchedRoutePath } from './test-route-match';

/** docs/spec.md §2 paths, with sample values for their parameters. */
const specPaths = [
  '/',
  '/Locations/View/bondi-beach',
  '/Locations/View/3/Stopwatch',
  '/Leaderboards',
  '/Events',
  '/Events/View/winter-challenge',
  '/Obstacles',
  '/About',
  '/Feedback',
  '/PrivacyPolicy',
  '/Account/SignUp',
  '/Account/Login',
  '/Account/ForgotPassword',
  '/Account/ResetPassword/abc123/extra',
  '/Account/ConfirmEmail/7/xyz',
  '/Account/MyAccount',
  '/Account/MyResults',
  '/Unauthorized',
  '/Referee',
  '/Referee/RecordTimes',
  '/Referee/DeleteTimes',
  '/Referee/AddUser',
  '/Admin',
  '/Admin/Event/Add',
  '/Admin/Event/Manage',
  '/Admin/Event/Remove',
  '/Admin/Event/Single/winter-challenge',
  '/Admin/Event/Edit/winter-challenge',
  '/Admin/Equipment/Add',
  '/Admin/Equipment/Manage',
  '/Admin/Equipment/Remove',
  '/Admin/Equipment/Single/4',
  '/Admin/Equipment/Edit/4',
  '/Admin/Locations/Add',
  '/Admin/Locations/Manage',
  '/Admin/Locations/Remove',
  '/Admin/Locations/Single/bondi-beach',
  '/Admin/Locations/Edit/bondi-beach',
  '/Admin/Locations/Results',
  '/Admin/Locations/Time/bondi-beach',
  '/Admin/UserManagement/Add',
  '/Admin/UserManagement/Manage',
  '/Admin/UserManagement/Remove',
  '/Admin/UserManagement/Single/12',
  '/Admin/UserManagement/Edit/12',
  '/Admin/Content/Add',
  '/Admin/Content/Edit',
  '/Admin/Content/Edit/2',
  '/Admin/Content/View',
  '/Admin/Content/View/about',
  '/Admin/Sms/Send',
];

beforeEach(() => sessionStore.clear());
afterEach(() => setWindowWidth(TEST_WINDOW_WIDTH));

describe('router', () => {
  it.each(specPaths)('registers %s', (path) => {
    expect(matchedRoutePath(path)).toBeDefined();
    expect(matchedRoutePath(path)).not.toBe('*');
  });

  it('matches paths in any letter case and sends unknown ones to the not-found page', () => {
    expect(matchedRoutePath('/admin/event/add')).toBe('Admin/Event/Add');
    expect(matchedRoutePath('/No/Such/Page')).toBe('*');
    expect(matchedRoutePath('/Admin/Nothing')).toBe('*');
  });

  it('gives every admin section its own address', () => {
    for (const section of adminSections) expect(matchedRoutePath(section.base)).toBe(section.base.slice(1));
  });

  it('renders pages inside the layout with the top bar and the SPEC texts', async () => {
    setWindowWidth(1280);
    renderRoutes(routes, '/Some/Unknown/Page');
    expect(await screen.findByText(messages.notFound)).toBeTruthy();
    // From the lg breakpoint up the links are in the top bar and there is no burger.
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
    const links = document.querySelectorAll('header nav[aria-label="Main"] a');
    expect(Array.from(links, (link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tips & Rules', '/Obstacles'],
      ['Locations', '/'],
      ['Events', '/Events'],
      ['Leaderboards', '/Leaderboards'],
    ]);
  });

  it('opens the burger menu with the docs/spec.md §2 links and closes it on a link', async () => {
    renderRoutes(routes, '/Unauthorized');
    fireEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    // Below lg (happy-dom's 1024 px) the top bar renders no links of its own, not even hidden ones.
    expect(document.querySelector('header nav')).toBeNull();
    // The drawer is its own chunk, loaded on the first tap: allow for a slow, busy machine.
    const menu = await screen.findByRole('navigation', { name: 'Menu' }, { timeout: 5000 });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Tips & Rules', 'Locations', 'Events', 'Leaderboards', 'Log in']);
    expect(screen.getByRole('button', { name: 'Close navigation', expanded: true })).toBeTruthy();

    fireEvent.click(within(menu).getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Open navigation', expanded: false })).toBeTruthy();
  });

  it('shows the permission text on /Unauthorized', async () => {
    renderRoutes(routes, '/Unauthorized');
    expect(await screen.findByText(messages.unauthorized)).toBeTruthy();
  });

  it('lists the admin sections on the hub for an admin', async () => {
    sessionStore.set({ token: 't', refreshToken: 'r', isAdmin: true, isReferee: false, redirectTo: null });
    renderRoutes(routes, '/Admin');
    expect(await screen.findByRole('heading', { name: 'Admin', level: 1 })).toBeTruthy();
    for (const title of ['Equipment', 'Locations', 'Events', 'Site content', 'User management', 'SMS']) {
      expect(screen.getByRole('heading', { name: title, level: 2 })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Send SMS' }).getAttribute('href')).toBe('/Admin/Sms/Send');
  });
});
