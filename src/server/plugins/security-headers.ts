import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, read once by running its middleware against a response that
 * only records them. They depend on the options alone (the Content-Security-Policy has no nonce), so
 * every answer can carry the same object.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let error: unknown;
  // helmet throws a bad option when built, here at start; its middleware is synchronous.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (failed?: unknown) => {
    error = failed;
  });
  if (error) throw error;
  return headers;
}

/**
 * helmet's security headers on every answer, worked out once at start and handed to each reply as
 * Fastify headers: Node then writes them with the answer's own in one pass, where helmet's
 * middleware set each on the raw response and Node checked each again (about a twentieth of a cached
 * board read's CPU, docs/performance.md, "Boards and saves"). A hijacked reply (a live stream)
 * takes them from `reply.getHeaders()`.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
