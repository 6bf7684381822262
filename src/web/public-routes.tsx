import { lazy, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { PUBLIC_PAGE_IDS, PUBLIC_PAGES, type PublicPageId } from '../shared/public-pages';
import EventPage from './features/events/pages/EventPage';
import LocationPage from './features/locations/pages/LocationPage';
import WelcomePage from './features/locations/pages/WelcomePage';
import StopwatchPage from './features/stopwatch/pages/StopwatchPage';

// The pages a phone opens first at a course (home, a location, its stopwatch, an event) ship with the
// shell. Every other page is its own chunk, which the server's HTML for that page already links
// (src/server/plugins/page-chunks.ts, by the module named in src/shared/public-pages.ts), so opening
// it directly costs no extra round trip either.
const RecordTimePage = lazy(() => import('./features/locations/pages/RecordTimePage'));
const GatePairPage = lazy(() => import('./features/stopwatch/pages/GatePairPage'));
const LeaderboardsPage = lazy(() => import('./features/leaderboards/pages/LeaderboardsPage'));
const EventsPage = lazy(() => import('./features/events/pages/EventsPage'));
const EventLivePage = lazy(() => import('./features/events/pages/EventLivePage'));
const ObstaclesPage = lazy(() => import('./features/obstacles/pages/ObstaclesPage'));
const AboutPage = lazy(() => import('./features/content/pages/AboutPage'));
const PrivacyPolicyPage = lazy(() => import('./features/content/pages/PrivacyPolicyPage'));
const FeedbackPage = lazy(() => import('./features/feedback/pages/FeedbackPage'));
const SignUpPage = lazy(() => import('./features/account/pages/SignUpPage'));
const ConfirmEmailPage = lazy(() => import('./features/account/pages/ConfirmEmailPage'));
const LoginPage = lazy(() => import('./features/auth/pages/LoginPage'));
const ForgotPasswordPage = lazy(() => import('./features/account/pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./features/account/pages/ResetPasswordPage'));
const UnauthorizedPage = lazy(() => import('./features/errors/pages/UnauthorizedPage'));

/** The screen of each row of src/shared/public-pages.ts: a row without one does not compile. */
const SCREENS: Record<PublicPageId, ReactElement> = {
  home: <WelcomePage />,
  location: <LocationPage />,
  recordTime: <RecordTimePage />,
  stopwatch: <StopwatchPage />,
  gatePair: <GatePairPage />,
  leaderboards: <LeaderboardsPage />,
  events: <EventsPage />,
  event: <EventPage />,
  live: <EventLivePage />,
  obstacles: <ObstaclesPage />,
  about: <AboutPage />,
  feedback: <FeedbackPage />,
  privacy: <PrivacyPolicyPage />,
  signUp: <SignUpPage />,
  login: <LoginPage />,
  forgotPassword: <ForgotPasswordPage />,
  resetPassword: <ResetPasswordPage />,
  confirmEmail: <ConfirmEmailPage />,
  unauthorized: <UnauthorizedPage />,
};

/** The public routes inside the layout (top bar and footer), or the bare ones (the big screen). */
export function publicRoutes(bare: boolean): RouteObject[] {
  return PUBLIC_PAGE_IDS.filter((id) => 'bare' in PUBLIC_PAGES[id] === bare).map((id) => {
    const { path } = PUBLIC_PAGES[id];
    const element = SCREENS[id];
    return path === '' ? { index: true, element } : { path, element };
  });
}
