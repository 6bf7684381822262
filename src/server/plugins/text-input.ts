import type { FastifyInstance } from 'fastify';
import { invalidField } from '../lib/http-errors';

export const NUL_IN_TEXT = 'Text cannot contain NUL characters';

const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** The dotted name of the first string holding U+0000 ('' for the value itself), else undefined. */
function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  // Only parsed JSON and query objects: never walk a Buffer or stream byte by byte.
  if (!value || typeof value !== 'object' || !(Array.isArray(value) || isPlainObject(value)))
    return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL in any field would fail its query with a 500. It is
 * refused once here, before route validation (after the guards), as a 400 naming the field.
 */
export function rejectNulInText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [context, value] of [
      ['body', request.body],
      // Spread: the query parser's objects have a prototype of their own.
      ['querystring', { ...(request.query as object) }],
    ] as const) {
      const path = nulPath(value, '');
      if (path !== undefined) throw invalidField(path || context, NUL_IN_TEXT);
    }
  });
}
