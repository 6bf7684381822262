/**
 * Public addresses that something outside the web app prints or sends, so the server builds them
 * exactly as the web routes them (src/web/lib/paths.ts builds the same shape for the app's links).
 */

/** A course's stopwatch by its location id (docs/spec.md §2 /Locations/View/{locationId}/Stopwatch). */
export const stopwatchPath = (locationId: number): string =>
  `/Locations/View/${encodeURIComponent(String(locationId))}/Stopwatch`;

/** Pages a mail about the member's account points to. */
export const accountHelpPaths = {
  myAccount: '/Account/MyAccount',
  myResults: '/Account/MyResults',
  forgotPassword: '/Account/ForgotPassword',
  feedback: '/Feedback',
} as const;
