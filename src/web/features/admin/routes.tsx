import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { adminSections } from './sections';

const AdminHubPage = lazy(() => import('./pages/AdminHubPage'));
const AdminSectionPage = lazy(() => import('./pages/AdminSectionPage'));
const AdminPlaceholderPage = lazy(() => import('./pages/AdminPlaceholderPage'));

/**
 * Every admin route of SPEC §2 (the router puts them behind the admin guard). A screen that gets built
 * replaces its placeholder here with its own lazy page.
 */
export const adminRoutes: RouteObject[] = [
  { path: 'Admin', element: <AdminHubPage /> },
  ...adminSections.flatMap((section): RouteObject[] => [
    { path: section.base.slice(1), element: <AdminSectionPage sectionKey={section.key} /> },
    ...section.pages.map((page) => ({
      path: `${section.base.slice(1)}/${page.path}`,
      element: <AdminPlaceholderPage title={page.title} sectionKey={section.key} />,
    })),
  ]),
];
