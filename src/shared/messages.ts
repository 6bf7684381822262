import { formatDuration } from './format';

/**
 * Every user-facing text of docs/spec.md §5 and §8, spelled exactly as the product has it
 * (typos included: they are the product's current text).
 */
export const messages = {
  // Login (§5, §8)
  emailRequired: 'Email address is required',
  emailInvalid: 'Email address is invalid',
  passwordRequired: 'Password is required',
  passwordTooShortLogin: 'Password must be 8 or more characters',
  userNameRequired: 'Username is required',
  credentialsInvalid: 'The credentials provided are not valid',
  loginFailed: 'Username or Password incorrect',
  loggedIn: 'Thanks for logging in!',

  // Overload: the server turned a request away for now (docs/architecture.md, "Overload")
  serverBusy: 'CourseClock is busy right now. Please try again in a moment.',

  // Account forms (§5)
  accountEmailInvalid: 'Uh oh! Looks like there is an issue with your email. Please input a correct email.',
  phoneInvalid:
    'Uh oh! Looks like there is an issue with your mobile number. Please input a correct number using 04 or +614.',
  phonePlaceholder: '*Phone:',
  phoneTooltip: "We'll occasionally send SMS updates, you can opt out at any time.",
  staffEmailInvalid: 'The Email provided is currently invalid.',
  adminPasswordInvalid:
    'Sorry your password is currently invalid, ensure it contains lower and uppercase text, symbols, numbers and is 8 characters long.',
  refereePasswordInvalid:
    'This password is invalid, ensure it contains lower and uppercase text, symbols, numbers and is 8 characters long.',

  // Toasts (§8)
  emailConfirmed: 'Thankyou, your email has been confirmed',
  emailConfirmFailed: 'A problem occured and your email has not been confirmed.',
  phoneVerified: 'Your phone number has been verified.',
  phoneVerifyFailed: 'Unable to verify the phone number, Please try again.',
  signedUp: 'You are now signed up, please check your email and phone number to valdiate.',
  signedUpInline: 'Congratulations, your account has been created, you may now login.',
  accountUpdated: 'Account Updated!',
  feedbackSubmitted: 'Feedback submitted, Thankyou!',
  timeRecorded: 'Time successfully recorded',
  userAdded: 'User Added',
  userUpdated: 'User Updated',
  timeRemoved: 'Time removed',
  messageSent: 'Message sent successfully.',
  timeSaved: 'Time Saved to Leaderboard',
  unableToAddUser: 'Unable to Add User',
  createdTitle: 'Success',
  createdPrefix: 'Created',
  updatedTitle: 'Updated',
  updatedPrefix: 'Successfully updated',
  congratulationsPrefix: "Congratulations! You're in position #",
  congratulationsSuffix: 'on the Social Leaderboard',

  // Pages and empty states (§8)
  unauthorized:
    'You do not have permission to access that page. If you beleive this to be in error, please contact a site administrator.',
  notFound: "We couldn't find the page you were looking for",
  noTimesRecorded: 'No times recorded',
  noEventsFound: 'No events found',
  noEquipment: 'No Equipment',
  noImage: 'No Image',
  noCompTimes: 'No Comp times recorded',
  noContent: 'No content exists for this section',

  // Events and content (§5)
  eventStartAfterEnd: 'The Event start cannot be after the finish.',
  penaltySecondsRequired: 'Penalty seconds are required for a penalty event (1 to 600)',
  penaltySecondsOnlyForPenalty: 'Penalty seconds are set only for a penalty event',
  eventTimesNotSet: 'The Event times have not been set.',
  contentOverwriteWarning:
    'This section already has content. Adding new content will overwrite this, do you wish to edit the existing content instead?',
  // Admin locations and events (SPEC leaves these texts open)
  eventHasOfficialTimes:
    'This event has Comp times, so it cannot be removed. Delete its times first if it really must go.',
  eventLocationHasTimes:
    'This event has Comp times at its location, so its location cannot change. Delete its times first.',
  pathNeedsLetter: 'The path needs at least one letter or number.',

  // Screen labels (§2)
  selectLocation: 'Select a Location',
  leaderboard: 'Leaderboard',
  filterResults: 'Filter results',
  regularUser: 'Regular user',
  notSpecified: 'Not specified',
  feedbackThanks: 'Thank you for your feedback. We will review it within 1 business day.',

  // Sign-up and feedback (account helper; SPEC leaves these texts open)
  memberPasswordInvalid:
    'Password must be at least 6 characters with an uppercase letter, a lowercase letter and a number',
  userNameLength: 'Username must be 2 to 12 characters',
  userNameNoAt: 'Username cannot contain @',
  userNameTaken: 'That username is already taken',
  emailTaken: 'An account with that email already exists',
  phoneRequired: 'Phone number is required',
  feedbackNameRequired: 'Your name is required',
  feedbackCommentRequired: 'Please enter your feedback',
  feedbackCommentTooLong: 'Feedback must be 300 characters or fewer',

  // Saving a time (docs/design.md timing rules; not SPEC texts)
  durationTooShort: 'A time must be at least 1 second.',
  durationTooLong: 'A time cannot be longer than 24 hours.',
  durationMismatch: 'The duration does not match the start and finish times.',
  completedInFuture: 'The finish time cannot be in the future.',
  completedTooLongAgo: 'The finish time must be within the last 30 days.',
  locationNotActive: 'This location is not active.',
  // Recording official times (docs/design.md referee window; not SPEC texts)
  eventLocationMismatch: "The location must be the event's location.",
  outsideRefereeWindow:
    'Times for this event can be recorded from 1 hour before it starts until 24 hours after it ends.',
  completedOutsideRefereeWindow:
    'The finish time must fall between 1 hour before the event starts and 24 hours after it ends.',
  deleteOutsideRefereeWindow:
    'Referees can delete times for this event from 1 hour before it starts until 24 hours after it ends. Ask an admin to delete this one.',
  restoreOutsideRefereeWindow:
    'Referees can put back times for this event from 1 hour before it starts until 24 hours after it ends. Ask an admin to restore this one.',
  competitorDisabled: 'This competitor is disabled.',
  notEventReferee: 'You are not a referee of this event.',
  notReferee: 'This user is not a referee.',
  // Member account (SPEC leaves these texts open)
  forgotPasswordSent: 'If an account uses that e-mail, a link to reset its password is on its way.',
  resetPasswordFailed: 'This reset link is not valid any more. Please ask for a new one.',
  passwordReset: 'Your password has been reset. You can now log in.',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  noPhoneNumber: 'Add a mobile number to your account first.',
  currentPasswordRequired: 'Enter your current password to change your email.',
  currentPasswordWrong: 'That is not your current password.',
  locationNotFound: 'Location not found',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  // Admin equipment (SPEC leaves these texts open)
  equipmentNameNeedsLetter: 'The name needs at least one letter or number.',
  equipmentNameTaken: 'Equipment with this name already exists.',
  videoUrlInvalid: 'The video must be a YouTube or Vimeo address.',
  videoUrlNeeded: 'Add a YouTube or Vimeo address to show a video.',
  // Admin user management and audit trail (SPEC leaves these texts open)
  roleNotFound: 'Choose one of the listed roles.',
  cannotRemoveOwnAdmin: 'You cannot remove your own Admin role.',
  cannotDisableSelf: 'You cannot disable your own account.',
  lastAdminKeepsRole: 'The last active admin must keep the Admin role.',
  lastAdminStaysActive: 'The last active admin cannot be disabled.',
  auditFromAfterTo: 'The start date must not be after the end date.',
  onlyDeletedTimesRestore: 'Only a deleted time can be restored.',
  timeAlreadyRestored: 'This time has already been restored.',
  restoreEntryUnreadable: 'This entry does not hold a time that can be restored.',
  restoreUserGone: "This time cannot be restored: the competitor's account no longer exists.",
  restoreLocationGone: 'This time cannot be restored: its location no longer exists.',
  restoreEventGone: 'This time cannot be restored: its event no longer exists.',
} as const;

/** A casual time faster than the location's plausible minimum (docs/design.md; not a SPEC text). */
export function belowPlausibleMinimum(minimumMs: number): string {
  return `A time here must be at least ${formatDuration(minimumMs)}. A referee can record an exceptional time at an event.`;
}

/** A referee's time under the course minimum, refused until the referee confirms it. */
export function officialTimeUnderMinimum(durationMs: number, minimumMs: number): string {
  return `${formatDuration(durationMs)} is under this course's minimum of ${formatDuration(minimumMs)}. Check the time and confirm it to record it.`;
}

/** 'Congratulations! You're in position #3 on the Social Leaderboard' */
export function congratulations(standing: number): string {
  return `${messages.congratulationsPrefix}${standing} ${messages.congratulationsSuffix}`;
}

/** Screen texts SPEC leaves open (web pages). */
export const pageTexts = {
  beFirstToSetTime: 'Be the first to set a time',
  timeARun: 'Time a run',
  nowOn: 'Now on',
  upcomingEvents: 'Upcoming events',
  pastEvents: 'Past events',
  feedbackCommentLabel: 'Comment',
} as const;

/**
 * Leaderboard texts on the web (SPEC leaves them open). The period names say what the server counts
 * (src/server/services/leaderboard/period.ts: rolling windows back from now, not calendar ones).
 */
export const boardTexts = {
  periodFilterLabel: 'Show times from',
  periods: {
    all: 'All time',
    year: 'Last 365 days',
    month: 'Last 30 days',
    week: 'Last 7 days',
    day: 'Last 24 hours',
  },
  /** Read after the signed-in member's own row. */
  you: '(you)',
  yourPlace: 'Your place',
  showTop: 'Show the top 10',
  showMore: 'Show more',
  /** The accessible name of the mark on a run a camera gate timed. */
  timedByGate: 'Timed by camera gate',
  /** Under a gate-only course's casual board. */
  gateOnly: 'This board counts gate-timed runs only.',
} as const;

/** 'Show all 24 times' */
export function showAllTimes(count: number): string {
  return `Show all ${count} times`;
}

/** Texts of the web shell (top bar, login page, placeholders) that SPEC leaves open. */
export const shellTexts = {
  productName: 'CourseClock',
  navTipsAndRules: 'Tips & Rules',
  navLocations: 'Locations',
  navEvents: 'Events',
  navLeaderboards: 'Leaderboards',
  navLogin: 'Log in',
  navMyResults: 'My Results',
  navMyAccount: 'My Account',
  navReferee: 'Referee',
  navAdmin: 'Admin',
  navLogout: 'Log out',
  navAbout: 'About',
  navFeedback: 'Feedback',
  navPrivacyPolicy: 'Privacy Policy',
  openNavigation: 'Open navigation',
  closeNavigation: 'Close navigation',
  skipToContent: 'Skip to content',
  loginTitle: 'Log in',
  sessionEnded: 'Your session has ended. Please log in again.',
  loginUserLabel: 'Username or email',
  loginPasswordLabel: 'Password',
  loginButton: 'Log in',
  forgotPassword: 'Forgot your password?',
  forgotPasswordTitle: 'Forgot password',
  resetPasswordTitle: 'Reset password',
  noAccountYet: "Don't have an account yet?",
  signUp: 'Sign up',
  loadingPage: 'Loading page',
  networkError: 'We could not reach CourseClock. Check your connection and try again.',
  pageFailedTitle: 'Something went wrong',
  pageFailed: 'Something went wrong while showing this page. Reloading it usually helps.',
  reloadPage: 'Reload the page',
  backHome: 'Back to the home page',
  unauthorizedTitle: 'Access denied',
  refereeTitle: 'Referee',
  recordTimes: 'Record Times',
  deleteTimes: 'Delete Times',
  addUser: 'Add User',
  adminTitle: 'Admin',
  notFoundTitle: 'Page not found',
} as const;

/** Saving a time without signal (docs/design.md offline: IndexedDB queue; not SPEC texts). */
export const offlineTexts = {
  savedOnPhone: 'Saved on this phone — it will be sent when you are back online.',
  savedForNow: 'Not sent yet — keep this page open and it will be sent when you are back online.',
  sendNow: 'Try sending now',
  notSentTitle: 'A time kept on this phone could not be saved',
  youAreOffline:
    'You are offline. The stopwatch still works, and saved times are sent when you are back online.',
  boardOffline: 'The leaderboard will load when you are back online.',
  courseOffline: 'All locations',
} as const;

/** '2 earlier times are waiting to be sent.' */
export function pendingSavesWaiting(count: number): string {
  return count === 1
    ? '1 earlier time is waiting to be sent.'
    : `${count} earlier times are waiting to be sent.`;
}

/** 'A location named "Bondi Park" already exists.' (names are unique in any case; not a SPEC text) */
export function locationNameTaken(name: string): string {
  return `A location named "${name}" already exists.`;
}

/** 'Another event already uses the path "summer-cup".' (paths are unique in any case) */
export function pathTaken(entity: 'location' | 'event', path: string): string {
  return `Another ${entity} already uses the path "${path}".`;
}

/** Bulk SMS (admin; docs/spec.md §8 gives only 'Message sent successfully.', in `messages`). */
export const smsTexts = {
  messageRequired: 'Please enter a message to send.',
  noRecipients:
    'No one would receive this message: no member has SMS updates on with a confirmed phone number.',
  noGroupRecipients:
    "No one would receive this message: none of this location's subscribers has SMS updates on with a confirmed phone number.",
  alreadySent: 'The same message went to the same recipients less than 10 minutes ago.',
  repeatInvalid: 'Repeat must be true or false',
} as const;
