import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './components/layout/AppLayout';
import { PageLoader } from './components/layout/PageLoader';
import { RequireRole } from './components/RequireRole';
import RouteErrorPage from './features/errors/pages/RouteErrorPage';
import EventPage from './features/events/pages/EventPage';
import LocationPage from './features/locations/pages/LocationPage';
import WelcomePage from './features/locations/pages/WelcomePage';
import StopwatchPage from './features/stopwatch/pages/StopwatchPage';

// The pages a phone opens first at a course (home, a location, its stopwatch, an event) ship
// with the shell, so they render without a second round trip for their chunk. Every other page is its
// own chunk, and admin and referee screens never reach a visitor's first load.
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
const MyAccountPage = lazy(() => import('./features/account/pages/MyAccountPage'));
const MyResultsPage = lazy(() => import('./features/account/pages/MyResultsPage'));
const UnauthorizedPage = lazy(() => import('./features/errors/pages/UnauthorizedPage'));
const NotFoundPage = lazy(() => import('./features/errors/pages/NotFoundPage'));
// Staff screens match their own routes in their own chunks (features/admin/AdminArea.tsx), so the
// table below, which React Router ranks on every visitor's phone at start, holds none of them.
const AdminArea = lazy(() => import('./features/admin/AdminArea'));
const RefereeArea = lazy(() => import('./features/referee/RefereeArea'));

/** docs/spec.md §2 routes. Paths match case-insensitively (React Router's default), as the old site's did. */
export const routes: RouteObject[] = [
  {
    // The big screen for a TV at the finish line: the whole window, no top bar, menu or footer.
    path: 'Events/View/:path/Live',
    errorElement: <RouteErrorPage />,
    element: (
      <Suspense fallback={<PageLoader />}>
        <EventLivePage />
      </Suspense>
    ),
  },
  {
    element: <AppLayout />,
    children: [
      {
        // Inside the layout so a failing page keeps the top bar.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <WelcomePage /> },
          { path: 'Locations/View/:path', element: <LocationPage /> },
          { path: 'Locations/View/:path/RecordTime', element: <RecordTimePage /> },
          { path: 'Locations/View/:locationId/Stopwatch', element: <StopwatchPage /> },
          { path: 'Leaderboards', element: <LeaderboardsPage /> },
          { path: 'Events', element: <EventsPage /> },
          { path: 'Events/View/:path', element: <EventPage /> },
          { path: 'Obstacles', element: <ObstaclesPage /> },
          { path: 'About', element: <AboutPage /> },
          { path: 'Feedback', element: <FeedbackPage /> },
          { path: 'PrivacyPolicy', element: <PrivacyPolicyPage /> },
          { path: 'Account/SignUp', element: <SignUpPage /> },
          { path: 'Account/Login', element: <LoginPage /> },
          { path: 'Account/ForgotPassword', element: <ForgotPasswordPage /> },
          // SPEC: non-exact match, the reset code (and anything after it) is read by the page.
          { path: 'Account/ResetPassword/*', element: <ResetPasswordPage /> },
          { path: 'Account/ConfirmEmail/:userId/:code', element: <ConfirmEmailPage /> },
          {
            element: <RequireRole requires="member" />,
            children: [
              { path: 'Account/MyAccount', element: <MyAccountPage /> },
              { path: 'Account/MyResults', element: <MyResultsPage /> },
              { path: 'Locations/View/:locationId/Gate/Pair', element: <GatePairPage /> },
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
          { path: 'Unauthorized', element: <UnauthorizedPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
