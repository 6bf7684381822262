import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
import type { AdminPage } from './page-props';
import { type AdminPageKey, type AdminRemoveScreen, type AdminScreen, adminScreens } from './screens';
import { type AdminSectionKey, adminSections } from './sections';

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
} satisfies Record<AdminPageKey, AdminPage>;

/** The page an entry shows, and the mode it is shown in. */
export function screenPage(
  sectionKey: AdminSectionKey,
  screen: AdminScreen | AdminRemoveScreen,
): { page: AdminPage; mode?: 'remove' } {
  if ('page' in screen) return { page: pages[screen.page] };
  const manage = adminScreens[sectionKey].find((entry) => entry.path === screen.reuses);
  if (!manage || !('page' in manage)) throw new Error(`The ${sectionKey} section has no Manage screen`);
  return { page: pages[manage.page], mode: 'remove' };
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
