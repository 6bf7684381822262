import type { Session } from '../../shared/schemas/auth';

export const LOGIN_PATH = '/Account/Login';

/** How many times a value is decoded before checking: '%252F' hides '/' behind two layers. */
const DECODE_ROUNDS = 2;

/** A backslash (browsers read it as '/') or a control character (browsers drop tabs and newlines). */
function hasUnsafeCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** One path of this site: a single leading '/', nothing a browser would turn into another host. */
function isLocalPath(text: string): boolean {
  return text.startsWith('/') && !text.startsWith('//') && !hasUnsafeCharacter(text);
}

/**
 * Only our own paths: '//evil.example', '/\\evil.example', 'https://…' or '/\t/evil.example' (a
 * browser drops the tab) would turn login into an open redirect. The value is checked as given and
 * after each of two rounds of decoding, so an encoded '//' ('%2F%2F', '%252F%252F') is refused too,
 * as is text that does not decode. Anything refused means the caller's fallback ('/').
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let text = value;
  for (let round = 0; ; round += 1) {
    if (!isLocalPath(text) || text.toLowerCase().startsWith(LOGIN_PATH.toLowerCase())) return null;
    if (round === DECODE_ROUNDS) return value;
    try {
      text = decodeURIComponent(text);
    } catch {
      return null;
    }
  }
}

/** The login page for a guest stopped by a guard, remembering where they were going. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const asked = `${location.pathname}${location.search}${location.hash}`;
  return asked === '/' ? LOGIN_PATH : `${LOGIN_PATH}?returnUrl=${encodeURIComponent(asked)}`;
}

/**
 * Where a successful login goes. A page a guard sent them from wins (they asked for it); then the
 * server's redirectTo (docs/spec.md §2: referees go to /Referee/RecordTimes); then the page they clicked
 * Login on; else the home page.
 */
export function destinationAfterLogin(
  session: Pick<Session, 'redirectTo'>,
  returnUrl: string | null,
  cameFrom: string | null | undefined,
): string {
  return safeReturnUrl(returnUrl) ?? safeReturnUrl(session.redirectTo) ?? safeReturnUrl(cameFrom) ?? '/';
}
