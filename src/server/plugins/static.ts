import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const YEAR_SECONDS = 31_536_000;

/**
 * The built SPA (history fallback: every path outside /api and /uploads that is not a file gets
 * index.html). Hashed assets are cached for a year; index.html is always revalidated. Images come
 * from the database (routes/uploads.ts), so an unknown /uploads path is a JSON 404, never the page.
 * The build writes brotli and gzip copies of every text file (scripts/compress-assets.ts):
 * `preCompressed` sends the one Accept-Encoding asks for, with Vary: Accept-Encoding, so no file is
 * compressed per request (and @fastify/compress, registered for /api only, never sees these).
 */
export async function registerStatic(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      setHeaders: (res, path) => {
        const hashed = path.includes(`${join(webDist, 'assets')}`);
        res.header('Cache-Control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/');
    if (wantsApi || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ error: 'Not found' });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html').sendFile('index.html', webDist);
  });
}
