import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

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

/** The Fastify logger: level from the config, no codes in URLs, the Authorization header never logged. */
export function requestLogOptions(level: string, destination?: boolean | LogDestination): LoggerOptions {
  return {
    level,
    redact: ['req.headers.authorization'],
    serializers: { req: serializeRequest },
    ...(typeof destination === 'object' ? { stream: destination } : {}),
  };
}
