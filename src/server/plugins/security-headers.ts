import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers on every answer. The middleware is built once, here: Fastify's helmet
 * plugin built it again for every request, parsing the Content-Security-Policy each time (a few per
 * cent of the app's CPU under an event day's traffic, docs/performance.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const applyHeaders = helmet(options);
  // helmet throws a bad option when built, here at start; it calls `next` with no error.
  app.addHook('onRequest', (request, reply, done) => applyHeaders(request.raw, reply.raw, () => done()));
}
