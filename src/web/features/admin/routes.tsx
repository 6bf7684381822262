import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { type AdminSectionKey, adminSections } from './sections';

/** What a screen's table entry hands its page. */
export interface AdminPageProps {
  title: string;
  sectionKey: AdminSectionKey;
  /** 'remove' when a Manage screen is opened through its section's Remove route. */
  mode?: 'remove';
}

/** Every page is lazy, so each screen is its own chunk. */
export type AdminPage = LazyExoticComponent<ComponentType<AdminPageProps>>;

/** One docs/spec.md §2 route: a path below its section's base, the title the hub links with, and its page. */
export interface AdminScreen {
  path: string;
  title: string;
  page: AdminPage;
}

/** docs/spec.md §2: "Remove routes reuse the manage screen in remove mode": no page of its own. */
export interface AdminRemoveScreen {
  path: 'Remove';
  title: string;
  reuses: 'Manage';
}

const AdminHubPage = lazy(() => import('./pages/AdminHubPage'));
const AdminSectionPage = lazy(() => import('./pages/AdminSectionPage'));
/** Stands in for every screen not built yet: building one replaces `Placeholder` in its entry. */
const Placeholder: AdminPage = lazy(() => import('./pages/AdminPlaceholderPage'));

const removeMode = (title: string): AdminRemoveScreen => ({ path: 'Remove', title, reuses: 'Manage' });

/** The docs/spec.md §2 admin screens, one entry per route. */
export const adminScreens: Record<AdminSectionKey, (AdminScreen | AdminRemoveScreen)[]> = {
  equipment: [
    { path: 'Add', title: 'Add equipment', page: Placeholder },
    { path: 'Manage', title: 'Manage equipment', page: Placeholder },
    removeMode('Remove equipment'),
    { path: 'Single/:equipId', title: 'Equipment details', page: Placeholder },
    { path: 'Edit/:equipId', title: 'Edit equipment', page: Placeholder },
  ],
  locations: [
    { path: 'Add', title: 'Add location', page: Placeholder },
    { path: 'Manage', title: 'Manage locations', page: Placeholder },
    removeMode('Remove location'),
    { path: 'Single/:path', title: 'Location details', page: Placeholder },
    { path: 'Edit/:path', title: 'Edit location', page: Placeholder },
    { path: 'Results', title: 'Location results', page: Placeholder },
    { path: 'Time/:path', title: 'Location times', page: Placeholder },
  ],
  events: [
    { path: 'Add', title: 'Add event', page: Placeholder },
    { path: 'Manage', title: 'Manage events', page: Placeholder },
    removeMode('Remove event'),
    { path: 'Single/:path', title: 'Event details', page: Placeholder },
    { path: 'Edit/:path', title: 'Edit event', page: Placeholder },
  ],
  content: [
    { path: 'Add', title: 'Add content', page: Placeholder },
    { path: 'Edit/:contentSectionId?', title: 'Edit content', page: Placeholder },
    { path: 'View', title: 'View content', page: Placeholder },
    { path: 'View/:section', title: 'Content section', page: Placeholder },
  ],
  users: [
    { path: 'Add', title: 'Add user', page: Placeholder },
    { path: 'Manage', title: 'Manage users', page: Placeholder },
    removeMode('Remove user'),
    { path: 'Single/:userId', title: 'User details', page: Placeholder },
    { path: 'Edit/:userId', title: 'Edit user', page: Placeholder },
  ],
  sms: [{ path: 'Send', title: 'Send SMS', page: Placeholder }],
};

/** The page an entry shows, and the mode it is shown in. */
export function screenPage(
  sectionKey: AdminSectionKey,
  screen: AdminScreen | AdminRemoveScreen,
): { page: AdminPage; mode?: 'remove' } {
  if ('page' in screen) return { page: screen.page };
  const manage = adminScreens[sectionKey].find((entry) => entry.path === screen.reuses);
  if (!manage || !('page' in manage)) throw new Error(`The ${sectionKey} section has no Manage screen`);
  return { page: manage.page, mode: 'remove' };
}

/** The screens of a section a link can reach without an id (an optional id is simply left off). */
export function linkableScreens(sectionKey: AdminSectionKey): { to: string; title: string }[] {
  const base = adminSections.find((section) => section.key === sectionKey)?.base ?? '';
  return adminScreens[sectionKey]
    .map((screen) => ({ path: screen.path.replace(/\/:[^/]+\?$/, ''), title: screen.title }))
    .filter((screen) => !screen.path.includes(':'))
    .map((screen) => ({ to: `${base}/${screen.path}`, title: screen.title }));
}

/** Every admin route (the router puts them behind the admin guard). */
export const adminRoutes: RouteObject[] = [
  { path: 'Admin', element: <AdminHubPage /> },
  ...adminSections.flatMap((section): RouteObject[] => [
    { path: section.base.slice(1), element: <AdminSectionPage sectionKey={section.key} /> },
    ...adminScreens[section.key].map((screen): RouteObject => {
      const { page: Page, mode } = screenPage(section.key, screen);
      return {
        path: `${section.base.slice(1)}/${screen.path}`,
        element: <Page title={screen.title} sectionKey={section.key} mode={mode} />,
      };
    }),
  ]),
];
