import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const YEAR_SECONDS = 31_536_000;

/**
 * The built SPA (history fallback: every non-/api path that is not a file gets index.html)
 * and uploaded images. Hashed assets are cached for a year; index.html is always revalidated.
 */
export async function registerStatic(
  app: FastifyInstance,
  webDist: string,
  uploadsDir: string,
): Promise<void> {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    setHeaders: (res) => res.header('Cache-Control', 'public, max-age=604800'),
  });

  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      index: 'index.html',
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
