import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { shellTexts } from '../../../shared/messages';

/** What a screen's table entry hands its page. */
export interface RefereePageProps {
  title: string;
}

/** Every page is lazy, so each screen is its own chunk. */
export type RefereePage = LazyExoticComponent<ComponentType<RefereePageProps>>;

const RefereeMenuPage: RefereePage = lazy(() => import('./pages/RefereeMenuPage'));
const RecordTimesPage: RefereePage = lazy(() => import('./pages/RecordTimesPage'));
const DeleteTimesPage: RefereePage = lazy(() => import('./pages/DeleteTimesPage'));
const AddUserPage: RefereePage = lazy(() => import('./pages/AddUserPage'));

/** The docs/spec.md §2 referee screens, one entry per route (the router puts them behind the referee-or-admin guard). */
export const refereeScreens: { path: string; title: string; page: RefereePage }[] = [
  { path: 'Referee', title: shellTexts.refereeTitle, page: RefereeMenuPage },
  { path: 'Referee/RecordTimes', title: shellTexts.recordTimes, page: RecordTimesPage },
  { path: 'Referee/DeleteTimes', title: shellTexts.deleteTimes, page: DeleteTimesPage },
  { path: 'Referee/AddUser', title: shellTexts.addUser, page: AddUserPage },
];

export const refereeRoutes: RouteObject[] = refereeScreens.map(({ path, title, page: Page }) => ({
  path,
  element: <Page title={title} />,
}));
