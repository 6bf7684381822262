import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/http-errors';

/** `<sha-256 hex>.webp`, the only names ImageStore hands out (imageUrl in adapters/images.ts). */
const FILE_PATTERN = /^([0-9a-f]{64})\.webp$/;

/** An image's bytes never change under its name, so a browser may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** True when If-None-Match lists this ETag (weak or strong) or is `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * GET /uploads/<hash>.webp: images from the `images` table (docs/architecture.md, "Images"), outside
 * /api like the web app's own files. Any other name under /uploads is a 404.
 */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>(
    '/uploads/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const hash = FILE_PATTERN.exec(request.params.file)?.[1];
      if (!hash) throw notFound('Image');
      const { images } = app.ctx;
      const etag = `"${hash}"`;
      const fresh = matches(request.headers['if-none-match'], etag);
      const image = fresh ? await images.exists(hash) : await images.load(hash);
      if (!image) throw notFound('Image');
      // Only on an answer: a 404 must not be cached for a year.
      reply
        .header('Cache-Control', IMMUTABLE)
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff');
      if (image === true) return reply.code(304).send();
      return reply.type(image.contentType).send(image.bytes);
    },
  );
}
