import { screen } from '@testing-library/react';
import { isValidElement, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../lib/test-render';
import AdminArea from './AdminArea';
import type { AdminPageProps } from './page-props';
import { adminRoutes, screenPage } from './routes';
import { adminScreens } from './screens';
import type { AdminSectionKey } from './sections';

const withSuspense: RouteObject[] = [
  {
    path: 'Admin/*',
    element: (
      <Suspense fallback={null}>
        <AdminArea notFound={<p>Not found</p>} />
      </Suspense>
    ),
  },
];

/** A route's full address pattern: the table is relative to the hub's `/Admin`. */
const fullPath = (route: RouteObject) => (route.index ? 'Admin' : `Admin/${route.path}`);

function routeAt(path: string) {
  const route = adminRoutes.find((candidate) => fullPath(candidate) === path);
  if (!route || !isValidElement<AdminPageProps>(route.element)) throw new Error(`No page at ${path}`);
  return { page: route.element.type, props: route.element.props };
}

const managedSections: [AdminSectionKey, string][] = [
  ['equipment', 'Admin/Equipment'],
  ['locations', 'Admin/Locations'],
  ['events', 'Admin/Event'],
  ['users', 'Admin/UserManagement'],
];

describe('admin routes', () => {
  it('has exactly the docs/spec.md §2 admin routes, the hub and each section first', () => {
    expect(adminRoutes.map(fullPath)).toEqual([
      'Admin',
      'Admin/Equipment',
      'Admin/Equipment/Add',
      'Admin/Equipment/Manage',
      'Admin/Equipment/Remove',
      'Admin/Equipment/Single/:equipId',
      'Admin/Equipment/Edit/:equipId',
      'Admin/Locations',
      'Admin/Locations/Add',
      'Admin/Locations/Manage',
      'Admin/Locations/Remove',
      'Admin/Locations/Single/:path',
      'Admin/Locations/Edit/:path',
      'Admin/Locations/Results',
      'Admin/Locations/Time/:path',
      'Admin/Locations/Sign/:path',
      'Admin/Event',
      'Admin/Event/Add',
      'Admin/Event/Manage',
      'Admin/Event/Remove',
      'Admin/Event/Single/:path',
      'Admin/Event/Edit/:path',
      'Admin/Content',
      'Admin/Content/Add',
      'Admin/Content/Edit/:contentSectionId?',
      'Admin/Content/View',
      'Admin/Content/View/:section',
      'Admin/UserManagement',
      'Admin/UserManagement/Add',
      'Admin/UserManagement/Manage',
      'Admin/UserManagement/Remove',
      'Admin/UserManagement/Single/:userId',
      'Admin/UserManagement/Edit/:userId',
      'Admin/Sms',
      'Admin/Sms/Send',
      'Admin/Audit',
    ]);
  });

  it.each(managedSections)('opens the %s Manage page in remove mode on its Remove route', (key, base) => {
    const manageEntry = adminScreens[key].find((screen) => screen.path === 'Manage');
    const manage = routeAt(`${base}/Manage`);
    const remove = routeAt(`${base}/Remove`);
    expect(manageEntry && screenPage(key, manageEntry).page).toBe(manage.page);
    expect(remove.page).toBe(manage.page);
    expect(manage.props.mode).toBeUndefined();
    expect(remove.props.mode).toBe('remove');
    expect(remove.props.sectionKey).toBe(key);
  });

  it("lists a section's screens at its own address, linking only those reachable without an id", async () => {
    renderRoutes(withSuspense, '/Admin/UserManagement');
    expect(await screen.findByRole('heading', { name: 'User management', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage users' }).getAttribute('href')).toBe(
      '/Admin/UserManagement/Manage',
    );
    // Single and Edit open from a record.
    expect(screen.queryByRole('link', { name: 'User details' })).toBeNull();
  });

  it('links a one-screen section to its own address', async () => {
    renderRoutes(withSuspense, '/Admin');
    const links = await screen.findAllByRole('link', { name: 'Audit trail' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/Admin/Audit', '/Admin/Audit']);
  });

  it('links the content section to Edit without its optional id', async () => {
    renderRoutes(withSuspense, '/Admin/Content');
    expect(await screen.findByRole('heading', { name: 'Site content', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit content' }).getAttribute('href')).toBe(
      '/Admin/Content/Edit',
    );
  });

  it('shows its not-found page for an address below /Admin that is no screen', async () => {
    renderRoutes(withSuspense, '/Admin/Nothing/Here');
    expect(await screen.findByText('Not found')).toBeTruthy();
  });

  it('matches in any letter case', async () => {
    renderRoutes(withSuspense, '/admin/content');
    expect(await screen.findByRole('heading', { name: 'Site content', level: 1 })).toBeTruthy();
  });
});
