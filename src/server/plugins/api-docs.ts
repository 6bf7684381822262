import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadOnce } from '../lib/load-once';

const DOCS = '/api/docs';

/**
 * Swagger UI's files as @fastify/swagger-ui ships them (its own copy of swagger-ui-dist, which as a
 * package of its own runs an analytics postinstall). Its plugin is not registered: loading it (yaml and
 * a second static file server) cost a start about 70 ms (docs/performance.md, "Server start"), and
 * the UI needs only these files, the page and the document.
 */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'index.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>CourseClock API</title>
<link rel="stylesheet" href="./static/swagger-ui.css">
<link rel="stylesheet" href="./static/index.css">
<link rel="icon" type="image/png" href="./static/favicon-32x32.png" sizes="32x32">
</head>
<body>
<div id="swagger-ui"></div>
<script src="./static/swagger-ui-bundle.js"></script>
<script src="./static/swagger-ui-standalone-preset.js"></script>
<script src="./static/start.js"></script>
</body>
</html>
`;

/** A file of its own, not inline: the site's Content-Security-Policy allows scripts from 'self' only. */
const START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: new URL('./json', window.location.href).href,
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});
`;

/**
 * The OpenAPI document (`/api/docs/json`, `/api/docs/yaml`, made by @fastify/swagger from the routes'
 * zod schemas) and Swagger UI over it at `/api/docs/`. The UI's files are read at their first request
 * and kept.
 */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  const hide = { schema: { hide: true } };
  const require = createRequire(import.meta.url);
  const assetsDir = join(dirname(require.resolve('@fastify/swagger-ui/package.json')), 'static');
  const assets = new Map(
    Object.entries(ASSETS).map(([file, type]) => [
      file,
      { type, bytes: loadOnce(() => readFile(join(assetsDir, file))) },
    ]),
  );

  app.get(DOCS, hide, (_request, reply) => reply.redirect(`${DOCS}/`));
  app.get(`${DOCS}/`, hide, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(PAGE),
  );
  app.get(`${DOCS}/json`, hide, () => app.swagger());
  app.get(`${DOCS}/yaml`, hide, (_request, reply) =>
    reply.type('application/yaml').send(app.swagger({ yaml: true })),
  );
  app.get(`${DOCS}/static/start.js`, hide, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(START_SCRIPT),
  );
  app.get<{ Params: { file: string } }>(`${DOCS}/static/:file`, hide, async (request, reply) => {
    const asset = assets.get(request.params.file);
    if (!asset) return reply.code(404).send({ error: 'Not found', code: 'NOT_FOUND' });
    return reply
      .header('cache-control', 'public, max-age=86400')
      .type(asset.type)
      .send(await asset.bytes());
  });
}
