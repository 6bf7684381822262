import { z } from 'zod';
import { ERROR_CODE_NAMES, ERROR_CODES } from '../error-codes';
import { PERIODS } from '../limits';

/** The message of a text field's maximum length: 'Path must be 200 characters or fewer'. */
export function tooLong(label: string, max: number): string {
  return `${label} must be ${max} characters or fewer`;
}

/** Ids are PostgreSQL `integer`s: a larger number names no row and must not reach a query (it would fail there). */
const MAX_ID = 2_147_483_647;

/**
 * An id in a JSON body: a JSON number only (`"5"`, `true` and `[7]` are 400s); the messages say which
 * id and what is wrong with it. The error plugin files the message under the field's name.
 */
export function idField(label: string) {
  return z
    .number({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
    })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive number`)
    .max(MAX_ID, `${label} is not a valid id`);
}

/** An id in a path or query string, where everything arrives as text: the only place ids are coerced. */
export function idParam(label: string) {
  return z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive number`)
    .max(MAX_ID, `${label} is not a valid id`);
}

export const idParams = z.object({ id: idParam('Id') });
export const periodSchema = z.enum(PERIODS, { error: `Must be one of ${PERIODS.join(', ')}` }).default('all');

export const errorResponse = z.object({
  error: z.string(),
  /** What a client branches on (src/shared/error-codes.ts); `error` is for people. */
  code: z.enum(ERROR_CODE_NAMES).describe(
    Object.entries(ERROR_CODES)
      .map(([code, meaning]) => `${code}: ${meaning}`)
      .join('\n'),
  ),
  fields: z.record(z.string(), z.string()).optional(),
});

export const okResponse = z.object({ ok: z.literal(true) });

/** Responses shared by guarded routes; merged into each route's `response`. */
export const errorResponses = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  /** An Idempotency-Key sent again with another request. */
  422: errorResponse,
  429: errorResponse,
} as const;

export const photoSchema = z.object({ url: z.string().nullable() });

const PAGE_MAX = 100_000;

/**
 * `page` (from 1) and `pageSize` (1 to `maxSize`, 50 unless given) of a paged list. `text` for a
 * query string, where they arrive as text and are the only numbers coerced; a JSON body takes numbers.
 */
export function pageFields({ maxSize, text }: { maxSize: number; text: boolean }) {
  const whole = (label: string) =>
    (text
      ? z.coerce.number({ error: `${label} must be a number` })
      : z.number({ error: `${label} must be a number` })
    )
      .int(`${label} must be a whole number`)
      .min(1, `${label} must be 1 or more`);
  return {
    page: whole('Page').max(PAGE_MAX, `Page must be ${PAGE_MAX} or less`).default(1),
    pageSize: whole('Page size').max(maxSize, `Page size must be ${maxSize} or less`).default(50),
  };
}
