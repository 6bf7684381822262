import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
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

/** Each section's screens live in `./<section>/pages`, one lazy chunk per page. */
const pages = {
  equipmentAdd: lazy(() => import('./equipment/pages/EquipmentAddPage')),
  equipmentManage: lazy(() => import('./equipment/pages/EquipmentManagePage')),
  equipmentSingle: lazy(() => import('./equipment/pages/EquipmentSinglePage')),
  equipmentEdit: lazy(() => import('./equipment/pages/EquipmentEditPage')),
  locationAdd: lazy(() => import('./locations/pages/LocationAddPage')),
  locationManage: lazy(() => import('./locations/pages/LocationManagePage')),
  locationSingle: lazy(() => import('./locations/pages/LocationSinglePage')),
  locationEdit: lazy(() => import('./locations/pages/LocationEditPage')),
  locationResults: lazy(() => import('./locations/pages/LocationResultsPage')),
  locationTimes: lazy(() => import('./locations/pages/LocationTimesPage')),
  locationSign: lazy(() => import('./locations/pages/LocationSignPage')),
  eventAdd: lazy(() => import('./events/pages/EventAddPage')),
  eventManage: lazy(() => import('./events/pages/EventManagePage')),
  eventSingle: lazy(() => import('./events/pages/EventSinglePage')),
  eventEdit: lazy(() => import('./events/pages/EventEditPage')),
  contentAdd: lazy(() => import('./content/pages/ContentAddPage')),
  contentEdit: lazy(() => import('./content/pages/ContentEditPage')),
  contentView: lazy(() => import('./content/pages/ContentViewPage')),
  contentSection: lazy(() => import('./content/pages/ContentSectionPage')),
  userAdd: lazy(() => import('./users/pages/UserAddPage')),
  userManage: lazy(() => import('./users/pages/UserManagePage')),
  userSingle: lazy(() => import('./users/pages/UserSinglePage')),
  userEdit: lazy(() => import('./users/pages/UserEditPage')),
  smsSend: lazy(() => import('./sms/pages/SmsSendPage')),
  audit: lazy(() => import('./audit/pages/AuditPage')),
} satisfies Record<string, AdminPage>;

const removeMode = (title: string): AdminRemoveScreen => ({ path: 'Remove', title, reuses: 'Manage' });

/** The docs/spec.md §2 admin screens, one entry per route. */
export const adminScreens: Record<AdminSectionKey, (AdminScreen | AdminRemoveScreen)[]> = {
  equipment: [
    { path: 'Add', title: 'Add equipment', page: pages.equipmentAdd },
    { path: 'Manage', title: 'Manage equipment', page: pages.equipmentManage },
    removeMode('Remove equipment'),
    { path: 'Single/:equipId', title: 'Equipment details', page: pages.equipmentSingle },
    { path: 'Edit/:equipId', title: 'Edit equipment', page: pages.equipmentEdit },
  ],
  locations: [
    { path: 'Add', title: 'Add location', page: pages.locationAdd },
    { path: 'Manage', title: 'Manage locations', page: pages.locationManage },
    removeMode('Remove location'),
    { path: 'Single/:path', title: 'Location details', page: pages.locationSingle },
    { path: 'Edit/:path', title: 'Edit location', page: pages.locationEdit },
    { path: 'Results', title: 'Location results', page: pages.locationResults },
    { path: 'Time/:path', title: 'Location times', page: pages.locationTimes },
    /** Beyond docs/spec.md, for clubs (issue 11): a printable sign with the course's stopwatch QR code. */
    { path: 'Sign/:path', title: 'QR sign', page: pages.locationSign },
  ],
  events: [
    { path: 'Add', title: 'Add event', page: pages.eventAdd },
    { path: 'Manage', title: 'Manage events', page: pages.eventManage },
    removeMode('Remove event'),
    { path: 'Single/:path', title: 'Event details', page: pages.eventSingle },
    { path: 'Edit/:path', title: 'Edit event', page: pages.eventEdit },
  ],
  content: [
    { path: 'Add', title: 'Add content', page: pages.contentAdd },
    { path: 'Edit/:contentSectionId?', title: 'Edit content', page: pages.contentEdit },
    { path: 'View', title: 'View content', page: pages.contentView },
    { path: 'View/:section', title: 'Content section', page: pages.contentSection },
  ],
  users: [
    { path: 'Add', title: 'Add user', page: pages.userAdd },
    { path: 'Manage', title: 'Manage users', page: pages.userManage },
    removeMode('Remove user'),
    { path: 'Single/:userId', title: 'User details', page: pages.userSingle },
    { path: 'Edit/:userId', title: 'Edit user', page: pages.userEdit },
  ],
  sms: [{ path: 'Send', title: 'Send SMS', page: pages.smsSend }],
  /** A section of one screen at its own address (path ''): /Admin/Audit. */
  audit: [{ path: '', title: 'Audit trail', page: pages.audit }],
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
    .map((screen) => ({ to: screen.path ? `${base}/${screen.path}` : base, title: screen.title }));
}

/** A section's address below the hub's: '/Admin/Equipment' → 'Equipment'. */
const belowHub = (address: string) => address.slice(paths.admin.hub.length + 1);

/**
 * Every admin route, relative to the hub's address (`/Admin`): `AdminArea` matches them below the
 * app's `Admin/*` route, behind the admin guard (src/web/router.tsx).
 */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <AdminHubPage /> },
  ...adminSections.flatMap((section): RouteObject[] => {
    const screens = adminScreens[section.key];
    // A section without a screen at its own address lists its screens there.
    const listing: RouteObject[] = screens.some((screen) => screen.path === '')
      ? []
      : [{ path: belowHub(section.base), element: <AdminSectionPage sectionKey={section.key} /> }];
    return [
      ...listing,
      ...screens.map((screen): RouteObject => {
        const { page: Page, mode } = screenPage(section.key, screen);
        return {
          path: [belowHub(section.base), screen.path].filter(Boolean).join('/'),
          element: <Page title={screen.title} sectionKey={section.key} mode={mode} />,
        };
      }),
    ];
  }),
];
