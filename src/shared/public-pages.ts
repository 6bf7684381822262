import type { FirstRead } from './first-reads';
import { PERIODS } from './limits';

/**
 * Every page a visitor can open without an account, in one table shared by the web's router
 * (src/web/public-routes.tsx makes the routes from it) and the server's page HTML
 * (src/server/plugins/page-html.ts): its route, the module of its screen (the key of Vite's manifest,
 * whose chunks and styles the page arrives with) and the reads its first screen makes, answered inside
 * the page (docs/architecture.md, "First reads"). A public route without a row here fails
 * src/web/public-routes.test.ts, so a new page is fast without extra work.
 */

/** What a page's reads start from: its route's parameters and its address's query. */
export interface PageAddress {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

/**
 * A page's next read, from its address and the answer to the read before it (null when there is none
 * yet). Returning null ends the page's reads. Only reads whose answer is the same for every viewer
 * belong here: boards, which add the member's own row, are fetched as usual.
 */
export type FirstReadStep = (address: PageAddress, previous: unknown) => FirstRead | null;

export interface PublicPage {
  /** React Router's path below the root ('' is the home page), matched case-insensitively. */
  path: string;
  /** The screen's module from the repository's root, as src/web/public-routes.tsx imports it. */
  module: string;
  /** Whole window, outside the top bar and footer (the big screen). */
  bare?: boolean;
  reads: FirstReadStep[];
  /** The page's largest image, from its last answer: fetched with the page (`<link rel="preload">`). */
  image?: (last: unknown) => string | null;
}

const PAGES_DIR = 'src/web/features';

const allLocations: FirstReadStep = () => ({ method: 'GET', path: '/Location/ListAll' });

const locationByPath: FirstReadStep = ({ params }) =>
  params.path ? { method: 'POST', path: '/Location/GetSingle', body: { path: params.path } } : null;

const courseObstacles: FirstReadStep = (_address, location) => {
  const id = (location as { id?: unknown } | null)?.id;
  return typeof id === 'number'
    ? { method: 'POST', path: '/Location/GetSiteEquipment', body: { locationId: id } }
    : null;
};

const eventByPath: FirstReadStep = ({ params }) =>
  params.path ? { method: 'POST', path: '/Event/GetSingle', body: { path: params.path } } : null;

/** Tips & Rules' course, ?location= (OBSTACLE_PARAMS in src/web/lib/paths.ts). */
const obstacleCourse = (search: URLSearchParams) => search.get('location')?.trim() || undefined;

/** Tips & Rules: a course's obstacles when opened from one, else every obstacle by name. */
const obstacleReads: FirstReadStep[] = [
  ({ search }) => {
    const path = obstacleCourse(search);
    return path
      ? { method: 'POST', path: '/Location/GetSingle', body: { path } }
      : { method: 'GET', path: '/Equipment/ListAll' };
  },
  (address, previous) => (obstacleCourse(address.search) ? courseObstacles(address, previous) : null),
];

const imageOf = (item: unknown): string | null => {
  const url = (item as { imageUrl?: unknown } | undefined)?.imageUrl;
  return typeof url === 'string' ? url : null;
};

/** The first obstacle's image: of a course's obstacles (`equipment` of each) or of a plain list. */
const firstObstacleImage = (answer: unknown): string | null => {
  const first: unknown = Array.isArray(answer) ? answer[0] : undefined;
  const nested = (first as { equipment?: unknown } | undefined)?.equipment;
  return imageOf(nested ?? first);
};

const overviewPeriod = (search: URLSearchParams) =>
  PERIODS.find((period) => period === search.get('period')) ?? 'all';

export const PUBLIC_PAGES = {
  home: {
    path: '',
    module: `${PAGES_DIR}/locations/pages/WelcomePage.tsx`,
    reads: [allLocations, () => ({ method: 'GET', path: '/Home/Summary' })],
  },
  location: {
    path: 'Locations/View/:path',
    module: `${PAGES_DIR}/locations/pages/LocationPage.tsx`,
    reads: [locationByPath, courseObstacles],
    image: firstObstacleImage,
  },
  recordTime: {
    path: 'Locations/View/:path/RecordTime',
    module: `${PAGES_DIR}/locations/pages/RecordTimePage.tsx`,
    reads: [],
  },
  stopwatch: {
    path: 'Locations/View/:locationId/Stopwatch',
    module: `${PAGES_DIR}/stopwatch/pages/StopwatchPage.tsx`,
    reads: [allLocations],
  },
  // The two-phone gate: the finish phone is often a friend's, signed in or not (the start asks to log in).
  gatePair: {
    path: 'Locations/View/:locationId/Gate/Pair',
    module: `${PAGES_DIR}/stopwatch/pages/GatePairPage.tsx`,
    reads: [allLocations],
  },
  leaderboards: {
    path: 'Leaderboards',
    module: `${PAGES_DIR}/leaderboards/pages/LeaderboardsPage.tsx`,
    reads: [
      ({ search }) => ({
        method: 'GET',
        path: `/Leaderboard/GetOverview?${new URLSearchParams({ period: overviewPeriod(search) })}`,
      }),
    ],
  },
  events: {
    path: 'Events',
    module: `${PAGES_DIR}/events/pages/EventsPage.tsx`,
    reads: [
      () => ({ method: 'GET', path: '/Event/Upcoming' }),
      () => ({ method: 'GET', path: '/Event/Past' }),
    ],
  },
  event: {
    path: 'Events/View/:path',
    module: `${PAGES_DIR}/events/pages/EventPage.tsx`,
    reads: [eventByPath],
  },
  live: {
    path: 'Events/View/:path/Live',
    module: `${PAGES_DIR}/events/pages/EventLivePage.tsx`,
    bare: true,
    reads: [eventByPath],
  },
  obstacles: {
    path: 'Obstacles',
    module: `${PAGES_DIR}/obstacles/pages/ObstaclesPage.tsx`,
    reads: obstacleReads,
    image: firstObstacleImage,
  },
  about: { path: 'About', module: `${PAGES_DIR}/content/pages/AboutPage.tsx`, reads: [] },
  feedback: { path: 'Feedback', module: `${PAGES_DIR}/feedback/pages/FeedbackPage.tsx`, reads: [] },
  privacy: { path: 'PrivacyPolicy', module: `${PAGES_DIR}/content/pages/PrivacyPolicyPage.tsx`, reads: [] },
  signUp: { path: 'Account/SignUp', module: `${PAGES_DIR}/account/pages/SignUpPage.tsx`, reads: [] },
  login: { path: 'Account/Login', module: `${PAGES_DIR}/auth/pages/LoginPage.tsx`, reads: [] },
  forgotPassword: {
    path: 'Account/ForgotPassword',
    module: `${PAGES_DIR}/account/pages/ForgotPasswordPage.tsx`,
    reads: [],
  },
  // SPEC: non-exact match, the reset code (and anything after it) is read by the page.
  resetPassword: {
    path: 'Account/ResetPassword/*',
    module: `${PAGES_DIR}/account/pages/ResetPasswordPage.tsx`,
    reads: [],
  },
  confirmEmail: {
    path: 'Account/ConfirmEmail/:userId/:code',
    module: `${PAGES_DIR}/account/pages/ConfirmEmailPage.tsx`,
    reads: [],
  },
  unauthorized: { path: 'Unauthorized', module: `${PAGES_DIR}/errors/pages/UnauthorizedPage.tsx`, reads: [] },
} satisfies Record<string, PublicPage>;

export type PublicPageId = keyof typeof PUBLIC_PAGES;

export const PUBLIC_PAGE_IDS = Object.keys(PUBLIC_PAGES) as PublicPageId[];
