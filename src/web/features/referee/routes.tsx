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
/** Stands in for every screen not built yet: building one replaces `Placeholder` in its entry. */
const Placeholder: RefereePage = lazy(() => import('./pages/RefereePlaceholderPage'));

/** The SPEC §2 referee screens, one entry per route (the router puts them behind the referee-or-admin guard). */
export const refereeScreens: { path: string; title: string; page: RefereePage }[] = [
  { path: 'Referee', title: shellTexts.refereeTitle, page: RefereeMenuPage },
  { path: 'Referee/RecordTimes', title: shellTexts.recordTimes, page: Placeholder },
  { path: 'Referee/DeleteTimes', title: shellTexts.deleteTimes, page: Placeholder },
  { path: 'Referee/AddUser', title: shellTexts.addUser, page: Placeholder },
];

export const refereeRoutes: RouteObject[] = refereeScreens.map(({ path, title, page: Page }) => ({
  path,
  element: <Page title={title} />,
}));
