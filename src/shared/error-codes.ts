/**
 * The stable `code` of every error answer, beside its `error` text and `fields`: clients branch on the
 * code, never on the words (which may be reworded). Each status has a general code; the specific ones
 * name the cases a client treats differently. The OpenAPI document lists them with these meanings.
 */
export const ERROR_CODES = {
  INVALID_INPUT: '400: a field is missing or not valid; `fields` names each one.',
  BELOW_MINIMUM:
    "400: the time is under the course's plausible minimum (a referee can record it at an event).",
  UNAUTHENTICATED: '401: no session, or one that is not valid.',
  TOKEN_EXPIRED: '401: the access token has expired; refresh the session and repeat the call once.',
  LOGIN_FAILED: '401: the user name or password is wrong, or the account is disabled.',
  REFRESH_REFUSED: '401: the refresh token is unknown, used, expired or revoked; log in again.',
  FORBIDDEN: '403: signed in, but this role may not do this.',
  CURRENT_PASSWORD_WRONG: '403: the current password given does not match.',
  NOT_FOUND: '404: nothing has this id or path.',
  CONFLICT: '409: the stored data does not allow this now; `error` says why.',
  NAME_TAKEN: '409: another record has this name (in any case).',
  PATH_TAKEN: '409: another record has this path (in any case).',
  ACCOUNT_TAKEN: '409: the user name or e-mail address belongs to another account; `fields` names which.',
  EVENT_HAS_TIMES: '409: the event has official times, so it cannot be removed or moved to another location.',
  GATE_RUN_SAVED: '409: this gate run is already saved; saving it again would count it twice.',
  IDEMPOTENCY_KEY_REUSED: '409 or 422: the Idempotency-Key was sent before with another request.',
  SMS_ALREADY_SENT: '409: the same message went to the same people moments ago.',
  TOO_LARGE: '413: the request or its file is too large.',
  RATE_LIMITED: '429: too many attempts; wait for Retry-After.',
  SERVER_ERROR: '500: something failed on the server; the request may be tried again.',
  BUSY: '503: the server is at capacity and took nothing on; send the same request again after Retry-After.',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** The general code of a status, for answers no specific case names. */
export function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'INVALID_INPUT';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'TOO_LARGE';
    case 422:
      return 'IDEMPOTENCY_KEY_REUSED';
    case 429:
      return 'RATE_LIMITED';
    default:
      if (status === 503) return 'BUSY';
      return status >= 500 ? 'SERVER_ERROR' : 'INVALID_INPUT';
  }
}
