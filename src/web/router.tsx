import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './components/layout/AppLayout';
import { PageLoader } from './components/layout/PageLoader';
import { RequireRole } from './components/RequireRole';
import RouteErrorPage from './features/errors/pages/RouteErrorPage';
import { publicRoutes } from './public-routes';

const MyAccountPage = lazy(() => import('./features/account/pages/MyAccountPage'));
const MyResultsPage = lazy(() => import('./features/account/pages/MyResultsPage'));
const NotFoundPage = lazy(() => import('./features/errors/pages/NotFoundPage'));
// Staff screens match their own routes in their own chunks (features/admin/AdminArea.tsx), so the
// table below, which React Router ranks on every visitor's phone at start, holds none of them.
const AdminArea = lazy(() => import('./features/admin/AdminArea'));
const RefereeArea = lazy(() => import('./features/referee/RefereeArea'));

/** docs/spec.md §2 routes. Paths match case-insensitively (React Router's default), as the old site's did. */
export const routes: RouteObject[] = [
  // The big screen for a TV at the finish line: the whole window, no top bar, menu or footer.
  ...publicRoutes(true).map((route) => ({
    ...route,
    errorElement: <RouteErrorPage />,
    element: <Suspense fallback={<PageLoader />}>{route.element}</Suspense>,
  })),
  {
    element: <AppLayout />,
    children: [
      {
        // Inside the layout so a failing page keeps the top bar.
        errorElement: <RouteErrorPage />,
        children: [
          // Every public page, from one table shared with the server (src/shared/public-pages.ts).
          ...publicRoutes(false),
          {
            element: <RequireRole requires="member" />,
            children: [
              { path: 'Account/MyAccount', element: <MyAccountPage /> },
              { path: 'Account/MyResults', element: <MyResultsPage /> },
            ],
          },
          {
            element: <RequireRole requires="referee" />,
            children: [{ path: 'Referee/*', element: <RefereeArea notFound={<NotFoundPage />} /> }],
          },
          {
            element: <RequireRole requires="admin" />,
            children: [{ path: 'Admin/*', element: <AdminArea notFound={<NotFoundPage />} /> }],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
