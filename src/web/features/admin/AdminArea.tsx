import type { ReactNode } from 'react';
import { useRoutes } from 'react-router';
import { adminRoutes } from './routes';

/**
 * Every admin screen, matched here below the app's `Admin/*` route (src/web/router.tsx) rather than in
 * the app's route table: React Router flattens, ranks and compiles every route of its table when it
 * starts, so staff routes there would slow every visitor's first load (docs/performance.md). This module and the table come with the first admin page instead.
 */
export default function AdminArea({ notFound }: { notFound: ReactNode }) {
  return useRoutes([...adminRoutes, { path: '*', element: notFound }]);
}
