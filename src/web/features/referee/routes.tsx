import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { shellTexts } from '../../../shared/messages';
import type { RefereePage } from './page-props';

const RefereeMenuPage: RefereePage = lazy(() => import('./pages/RefereeMenuPage'));
const RecordTimesPage: RefereePage = lazy(() => import('./pages/RecordTimesPage'));
const DeleteTimesPage: RefereePage = lazy(() => import('./pages/DeleteTimesPage'));
const AddUserPage: RefereePage = lazy(() => import('./pages/AddUserPage'));

/**
 * The docs/spec.md §2 referee screens, one entry per route, relative to the menu's address
 * (`/Referee`; '' is the menu itself). `RefereeArea` matches them below the app's `Referee/*` route,
 * behind the referee-or-admin guard (src/web/router.tsx).
 */
const refereeScreens: { path: string; title: string; page: RefereePage }[] = [
  { path: '', title: shellTexts.refereeTitle, page: RefereeMenuPage },
  { path: 'RecordTimes', title: shellTexts.recordTimes, page: RecordTimesPage },
  { path: 'DeleteTimes', title: shellTexts.deleteTimes, page: DeleteTimesPage },
  { path: 'AddUser', title: shellTexts.addUser, page: AddUserPage },
];

export const refereeRoutes: RouteObject[] = refereeScreens.map(({ path, title, page: Page }) =>
  path ? { path, element: <Page title={title} /> } : { index: true, element: <Page title={title} /> },
);
