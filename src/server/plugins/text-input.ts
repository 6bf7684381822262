import type { FastifyInstance } from 'fastify';
import { invalidField } from '../lib/http-errors';

export const NUL_IN_TEXT = 'Text cannot contain NUL characters';
export const BROKEN_TEXT = 'Text contains a broken character (a lone UTF-16 surrogate)';

/** Half of a surrogate pair without its other half: not text PostgreSQL can store. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What makes a string unstorable as PostgreSQL text, if anything. */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_IN_TEXT;
  return LONE_SURROGATE.test(text) ? BROKEN_TEXT : undefined;
}

const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** The dotted name of the first unstorable string ('' for the value itself) and why, else undefined. */
function nulPath(value: unknown, path: string): { path: string; problem: string } | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path, problem } : undefined;
  }
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
 * PostgreSQL text cannot hold U+0000 or a lone surrogate, so either in any field would fail its query
 * with a 500 (the fuzz found the second). They are refused once here, before route validation (after
 * the guards), as a 400 naming the field.
 */
export function rejectNulInText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [context, value] of [
      ['body', request.body],
      // Spread: the query parser's objects have a prototype of their own.
      ['querystring', { ...(request.query as object) }],
    ] as const) {
      const found = nulPath(value, '');
      if (found !== undefined) throw invalidField(found.path || context, found.problem);
    }
  });
}
