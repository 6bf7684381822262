import type { FastifyInstance } from 'fastify';
import { CONTENT_READ, FIRST_READS_ELEMENT_ID, type FirstRead, firstReadKey } from '../../shared/first-reads';
import { publicPageAt } from '../../shared/public-page-match';
import { attributeSafe, type BuiltPages } from './page-chunks';

/** Inside a `<script>` element `<` could close it or open a comment; `\u003c` is the same JSON. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

/** One read made as a guest through the app's own routes: the body of a 200, else null. */
async function answerOf(app: FastifyInstance, read: FirstRead): Promise<string | null> {
  const response = await app.inject({
    method: read.method,
    url: `/api${read.path}`,
    headers: { accept: 'application/json' },
    ...(read.body === undefined ? {} : { payload: read.body as Record<string, unknown> }),
  });
  return response.statusCode === 200 ? response.body : null;
}

/**
 * index.html for the page at `url` (path and query), made for every public page the same way from
 * its row in src/shared/public-pages.ts: the answers its first screen reads (docs/architecture.md,
 * "First reads"), a preload of its largest image, and its chunk's script and styles
 * (./page-chunks.ts). A read that fails is left out, with the reads after it: the page then fetches it
 * as usual and shows its own error state. Any other page is index.html as built.
 */
export async function pageHtml(app: FastifyInstance, built: BuiltPages, url: string): Promise<string> {
  const html = built.indexHtml;
  const [pathname = '/', query = ''] = url.split('?');
  const found = publicPageAt(pathname, new URLSearchParams(query));
  if (!found) return html;
  const { page, address } = found;

  const answers: [string, string][] = [];
  const content = answerOf(app, CONTENT_READ);
  // After the loop: the last answer read, the one the page's image comes from.
  let previous: unknown = null;
  for (const step of page.reads) {
    const read = step(address, previous);
    if (!read) break;
    const body = await answerOf(app, read);
    if (body === null) break;
    answers.push([firstReadKey(read), body]);
    previous = JSON.parse(body);
  }
  const contentBody = await content;
  if (contentBody !== null) answers.push([firstReadKey(CONTENT_READ), contentBody]);

  const embedded = `{${answers.map(([key, body]) => `${JSON.stringify(key)}:${body}`).join(',')}}`;
  const script = `<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">${scriptSafe(embedded)}</script>`;
  const image = previous === null ? null : (page.image?.(previous) ?? null);
  const preload =
    image?.startsWith('/uploads/') === true
      ? `<link rel="preload" as="image" href="${attributeSafe(image)}" fetchpriority="high">`
      : '';
  return html
    .replace('</head>', `${built.chunkLinks(page.module)}${preload}</head>`)
    .replace('</body>', `${script}</body>`);
}
