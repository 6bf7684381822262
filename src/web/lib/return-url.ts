import type { Session } from '../../shared/schemas/auth';

export const LOGIN_PATH = '/Account/Login';

/** Only our own paths: '//evil.example' or 'https://…' would turn login into an open redirect. */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.toLowerCase().startsWith(LOGIN_PATH.toLowerCase())) return null;
  return value;
}

/** The login page for a guest stopped by a guard, remembering where they were going. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const asked = `${location.pathname}${location.search}${location.hash}`;
  return asked === '/' ? LOGIN_PATH : `${LOGIN_PATH}?returnUrl=${encodeURIComponent(asked)}`;
}

/**
 * Where a successful login goes. A page a guard sent them from wins (they asked for it); then the
 * server's redirectTo (SPEC §2: referees go to /Referee/RecordTimes); then the page they clicked
 * Login on; else the home page.
 */
export function destinationAfterLogin(
  session: Pick<Session, 'redirectTo'>,
  returnUrl: string | null,
  cameFrom: string | null | undefined,
): string {
  return safeReturnUrl(returnUrl) ?? safeReturnUrl(session.redirectTo) ?? safeReturnUrl(cameFrom) ?? '/';
}
