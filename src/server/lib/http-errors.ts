import { codeOfStatus, type ErrorCode } from '../../shared/error-codes';

/**
 * An error whose status and message are meant for the caller. `details` go into the answer beside
 * `error` (the route's response schema for the status must name them, or they are stripped). Its
 * `code` is the status's general one unless `as` names the case (src/shared/error-codes.ts).
 */
export class HttpError extends Error {
  code: ErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    readonly details?: Record<string, string | number>,
  ) {
    super(message);
    this.code = codeOfStatus(statusCode);
  }

  /** The same error under a specific code: `throw conflict(…).as('NAME_TAKEN')`. */
  as(code: ErrorCode): this {
    this.code = code;
    return this;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);

/** A 400 naming one field, with the field's message as the summary. */
export const invalidField = (field: string, message: string) =>
  new HttpError(400, message, { [field]: message });

export const unauthorized = (message = 'Authentication required', headers?: Record<string, string>) =>
  new HttpError(401, message, undefined, headers);

export const forbidden = (message = 'You do not have permission to do that') => new HttpError(403, message);

export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`);

export const conflict = (
  message: string,
  fields?: Record<string, string>,
  details?: Record<string, string | number>,
) => new HttpError(409, message, fields, undefined, details);

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many attempts, please try again later', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
