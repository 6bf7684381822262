import type { FastifyRequest } from 'fastify';
// Fastify logs through pino; the bundle keeps pino outside itself (scripts/build-server.mjs).
import type { LoggerOptions } from 'pino';

/** Where log lines go instead of stdout (tests collect them). */
export interface LogDestination {
  write(line: string): void;
}

const REDACTED = '[redacted]';

/** Query parameters whose value is a secret: code, token, refreshToken, secret, password, … */
const SECRET_PARAM = /(?:code|token|secret|password)$/i;

/** Segment text compared as the router would see it; a malformed escape is compared as written. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * The SPA's links carry codes in the path (docs/spec.md §2): /Account/ConfirmEmail/{userId}/{code} keeps the
 * user id, /Account/ResetPassword/{code…} keeps nothing after the page name.
 */
function redactPath(path: string): string {
  const segments = path.split('/');
  for (let index = 0; index < segments.length; index += 1) {
    const name = decoded(segments[index]);
    let keep = 0;
    if (name === 'confirmemail') keep = /^\d+$/.test(segments[index + 1] ?? '') ? 1 : 0;
    else if (name !== 'resetpassword') continue;
    const rest = index + 1 + keep;
    if (rest >= segments.length) return path;
    return [...segments.slice(0, rest), REDACTED].join('/');
  }
  return path;
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1 || !SECRET_PARAM.test(decoded(pair.slice(0, equals)))) return pair;
      return `${pair.slice(0, equals)}=${REDACTED}`;
    })
    .join('&');
}

/**
 * A request URL fit for the log: confirmation and reset codes (path segments or query values) are
 * replaced by '[redacted]', because whoever reads the log could otherwise use them.
 */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return redactPath(url);
  return `${redactPath(url.slice(0, question))}?${redactQuery(url.slice(question + 1))}`;
}

/** Fastify's own request serializer, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: [request.headers?.['accept-version']].flat().join(',') || undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Error properties that quote row values: Drizzle's query `params` (a new member's phone number and
 * password hash), PostgreSQL's `detail` ("Failing row contains (…)", "Key (email)=(…) already exists")
 * and `where`/`internalQuery`. The query text itself has only placeholders ($1) and stays.
 */
const VALUE_FIELDS = new Set(['params', 'detail', 'where', 'internalQuery']);

/** Drizzle writes the values into its message too ("Failed query: …\nparams: a,b,c"), and so into the stack. */
function withoutParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`);
}

/** How many causes deep an error is written. */
const CAUSE_DEPTH = 5;

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error fit for the log: type, message, stack and its own fields (code, constraint, table, …) as
 * pino's serializer writes them, its causes each on their own, without the values a failed query held.
 */
export function serializeError(error: Error, depth = 0): LoggedError {
  const written: LoggedError = {
    type: error.constructor.name,
    message: withoutParams(error.message),
    stack: withoutParams(error.stack ?? ''),
  };
  for (const [key, value] of Object.entries(error))
    if (!VALUE_FIELDS.has(key) && key !== 'cause') written[key] = value;
  const { cause } = error;
  if (cause instanceof Error && depth < CAUSE_DEPTH) written.cause = serializeError(cause, depth + 1);
  else if (cause !== undefined) written.cause = cause;
  return written;
}

/** Pino hands the serializer whatever was logged under `err`; only errors are reshaped, as pino's own does. */
const serializeLoggedError = (value: Error): LoggedError =>
  value instanceof Error ? serializeError(value) : (value as LoggedError);

/**
 * The Fastify logger: level from the config, no codes in URLs, no query values in errors, the
 * Authorization header never logged.
 */
export function requestLogOptions(level: string, destination?: boolean | LogDestination): LoggerOptions {
  return {
    level,
    redact: ['req.headers.authorization'],
    serializers: { req: serializeRequest, err: serializeLoggedError },
    ...(typeof destination === 'object' ? { stream: destination } : {}),
  };
}
