import { gatePairPath } from '../../shared/gate/pairing';
import { PERIODS, type Period } from '../../shared/limits';
import { accountHelpPaths, stopwatchPath } from '../../shared/site-paths';

/**
 * Every URL the app links to or navigates to (docs/spec.md §2), built in one place: a component asks
 * `paths.location(course.path)` instead of assembling '/Locations/View/…' itself. Path segments are
 * encoded and query strings built with URLSearchParams, so a value with '/', '?' or '#' stays one
 * segment. The route tables (router.tsx, features/admin/routes.tsx, features/referee/routes.tsx) keep
 * their patterns; paths.test.ts checks that every address built here reaches a real route.
 */

/** One path segment from a record's path, slug or id. */
const segment = (value: string | number): string => encodeURIComponent(String(value));

/** `base` plus `?name=value` for the given parameters that are set. */
function withQuery(base: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** An admin section with docs/spec.md §2's Add, Manage, Remove, Single/{key} and Edit/{key} screens. */
function adminRecordScreens(base: string) {
  return {
    base,
    add: `${base}/Add`,
    manage: `${base}/Manage`,
    /** docs/spec.md §2: the Manage screen in remove mode. */
    remove: `${base}/Remove`,
    single: (key: string | number) => `${base}/Single/${segment(key)}`,
    edit: (key: string | number) => `${base}/Edit/${segment(key)}`,
  };
}

/** What a board page shows, kept in its address so a reload or a shared link shows the same. */
interface BoardView {
  /** Whose row to mark and bring into view (a user name). */
  highlight?: string;
  /** The boards' period; 'all' (the default) is left out of the address. */
  period?: Period;
}

/** The query parameters of a board page. */
export const BOARD_PARAMS = { period: 'period', highlight: 'highlight' } as const;

function boardQuery({ highlight, period }: BoardView): Record<string, string | undefined> {
  return {
    [BOARD_PARAMS.period]: period === 'all' ? undefined : period,
    [BOARD_PARAMS.highlight]: highlight,
  };
}

/** The period a board page's address asks for; 'all' when it names none or one that does not exist. */
export function periodFrom(search: URLSearchParams): Period {
  const asked = search.get(BOARD_PARAMS.period);
  return PERIODS.find((period) => period === asked) ?? 'all';
}

/** The user name a board page's address asks to mark, if any. */
export function highlightFrom(search: URLSearchParams): string | null {
  return search.get(BOARD_PARAMS.highlight)?.trim() || null;
}

/** The query parameters of Tips & Rules: the slide shown and the course it was opened from. */
export const OBSTACLE_PARAMS = { equipment: 'equipment', course: 'location' } as const;

const LOGIN = '/Account/Login';

export const paths = {
  /** The welcome page with the course picker (nav: Locations). */
  home: '/',
  /**
   * A course by its path. `highlight` names a competitor (a user name) whose row the casual board
   * brings into view and marks (the stopwatch's link after a save); `period` picks the boards' period.
   */
  location: (path: string, options: BoardView = {}) =>
    withQuery(`/Locations/View/${segment(path)}`, boardQuery(options)),
  /** Forwards to the course's stopwatch (the target of an empty board's invitation). */
  recordTime: (path: string) => `/Locations/View/${segment(path)}/RecordTime`,
  /**
   * docs/spec.md §2: an empty casual board invites with the relative ./RecordTime link, which resolves below
   * whichever location page shows the board.
   */
  recordTimeRelative: './RecordTime',
  /** The stopwatch of a course, by its id. */
  stopwatch: stopwatchPath,
  /** The two-phone gate of a course by its id; with a code, the finish phone joining it. */
  gatePair: gatePairPath,
  /** The overview of every course's boards; `leaderboardsIn(period)` opens it on a period. */
  leaderboards: '/Leaderboards',
  leaderboardsIn: (period?: Period) => withQuery('/Leaderboards', boardQuery({ period })),
  /** The events page, with one event selected when an id is given. */
  events: (eventId?: number) => withQuery('/Events', { eventId }),
  /** An event by its path; `period` picks its board's period. */
  event: (path: string, options: BoardView = {}) =>
    withQuery(`/Events/View/${segment(path)}`, boardQuery(options)),
  /** The event's big-screen board for a TV at the finish line (no app chrome). */
  eventLive: (path: string) => `/Events/View/${segment(path)}/Live`,
  /**
   * Tips & Rules, opened on one obstacle when its path is given. With a course's path it holds that
   * course's obstacles in course order and links back to the course; without, every obstacle.
   */
  obstacles: (equipmentPath?: string, coursePath?: string) =>
    withQuery('/Obstacles', {
      [OBSTACLE_PARAMS.equipment]: equipmentPath,
      [OBSTACLE_PARAMS.course]: coursePath,
    }),
  about: '/About',
  feedback: accountHelpPaths.feedback,
  privacyPolicy: '/PrivacyPolicy',
  signUp: '/Account/SignUp',
  /** The login page; `returnUrl` is where a guard stopped the visitor (login returns there). */
  login: (returnUrl?: string) => withQuery(LOGIN, { returnUrl }),
  forgotPassword: accountHelpPaths.forgotPassword,
  resetPassword: (code: string) => `/Account/ResetPassword/${segment(code)}`,
  confirmEmail: (userId: number, code: string) => `/Account/ConfirmEmail/${segment(userId)}/${segment(code)}`,
  myAccount: accountHelpPaths.myAccount,
  myResults: '/Account/MyResults',
  unauthorized: '/Unauthorized',
  referee: {
    menu: '/Referee',
    recordTimes: '/Referee/RecordTimes',
    deleteTimes: '/Referee/DeleteTimes',
    addUser: '/Referee/AddUser',
  },
  admin: {
    hub: '/Admin',
    /** Keyed by equipId. */
    equipment: adminRecordScreens('/Admin/Equipment'),
    /** Keyed by the location's path. */
    locations: {
      ...adminRecordScreens('/Admin/Locations'),
      results: '/Admin/Locations/Results',
      times: (path: string) => `/Admin/Locations/Time/${segment(path)}`,
      /** The printable QR sign of a course (beyond docs/spec.md). */
      sign: (path: string) => `/Admin/Locations/Sign/${segment(path)}`,
    },
    /** Keyed by the event's path. */
    events: adminRecordScreens('/Admin/Event'),
    /** Keyed by userId. */
    users: adminRecordScreens('/Admin/UserManagement'),
    content: {
      base: '/Admin/Content',
      add: '/Admin/Content/Add',
      /** docs/spec.md §2: after adding content the user goes to Edit/{contentSectionId}. */
      edit: (contentSectionId?: number) =>
        contentSectionId === undefined
          ? '/Admin/Content/Edit'
          : `/Admin/Content/Edit/${segment(contentSectionId)}`,
      view: '/Admin/Content/View',
      section: (slug: string) => `/Admin/Content/View/${segment(slug)}`,
    },
    sms: { base: '/Admin/Sms', send: '/Admin/Sms/Send' },
    audit: '/Admin/Audit',
  },
} as const;
