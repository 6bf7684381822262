import type { ReactNode } from 'react';
import { useRoutes } from 'react-router';
import { refereeRoutes } from './routes';

/**
 * Every referee screen, matched here below the app's `Referee/*` route (src/web/router.tsx), so the
 * app's route table that every visitor's phone ranks at start holds no staff route (the admin area's
 * reason, src/web/features/admin/AdminArea.tsx).
 */
export default function RefereeArea({ notFound }: { notFound: ReactNode }) {
  return useRoutes([...refereeRoutes, { path: '*', element: notFound }]);
}
