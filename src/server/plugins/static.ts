import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from '../lib/accept-encoding';
import { readBuiltPages } from './page-chunks';
import { pageHtml } from './page-html';

const YEAR_SECONDS = 31_536_000;

/**
 * The built SPA (history fallback: every path outside /api and /uploads that is not a file gets
 * index.html). Hashed assets are cached for a year; index.html is always revalidated. Images come
 * from the database (routes/uploads.ts), so an unknown /uploads path is a JSON 404, never the page.
 * The build writes brotli and gzip copies of every text file (scripts/compress-assets.ts):
 * `preCompressed` sends the one Accept-Encoding asks for, with Vary: Accept-Encoding, so no file is
 * compressed per request (and @fastify/compress, registered for /api only, never sees these).
 * The few files at the build's top get a route each when the app starts (`wildcard: false`), and
 * /assets/ one route for all its hashed files: so a page's path goes straight to the page handler,
 * instead of the file system being asked about it first (a directory listing per path segment and a
 * stat) on every request, and the start does not register a route per asset.
 */
export async function registerStatic(app: FastifyInstance, webDist: string): Promise<void> {
  const notFound = (reply: FastifyReply) => reply.code(404).send({ error: 'Not found', code: 'NOT_FOUND' });
  if (!existsSync(join(webDist, 'index.html'))) {
    app.setNotFoundHandler(async (_request, reply) => notFound(reply));
    return;
  }
  const files = {
    preCompressed: true,
    // The build's own files (.vite/manifest.json, read by page-chunks.ts) are not the site's.
    dotfiles: 'ignore',
  } as const;
  await app.register(fastifyStatic, {
    ...files,
    root: webDist,
    prefix: '/',
    wildcard: false,
    globIgnore: ['assets/**'],
    // '/' is the home page, made below with its first reads.
    index: false,
    setHeaders: (res) => res.header('Cache-Control', 'no-cache'),
  });
  await app.register(fastifyStatic, {
    ...files,
    root: join(webDist, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    setHeaders: (res) => res.header('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`),
  });

  /** A page is made per request (its first reads), revalidated every time. */
  const built = await readBuiltPages(webDist);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) =>
    sendCompressed(
      request,
      reply.header('Cache-Control', 'no-cache'),
      await pageHtml(app, built, request.url),
    );

  // The home page, as every other page (the not-found handler below), is sent with its first reads.
  app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply));

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/');
    if (wantsApi || (request.method !== 'GET' && request.method !== 'HEAD')) return notFound(reply);
    if (request.method === 'HEAD') {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', webDist);
    }
    return sendPage(request, reply);
  });
}

/** A page made per request is compressed here, not at build time: quickly, it is small. */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  reply.type('text/html; charset=utf-8').header('vary', 'Accept-Encoding');
  const encoding = acceptedEncoding(request);
  if (encoding === 'br') {
    const quality = { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 };
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params: quality }));
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
