import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  CONTENT_READ,
  FIRST_READS_ELEMENT_ID,
  type FirstRead,
  firstReadKey,
  firstReadsOf,
} from '../../shared/first-reads';

/** Inside a `<script>` element `<` could close it or open a comment; `\u003c` is the same JSON. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

const attributeSafe = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

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
 * index.html for `pathname` with the answers its first screen reads (docs/architecture.md, "First
 * reads"; src/shared/first-reads.ts) and a preload of its largest image. A read that fails is left
 * out: the page then fetches it as usual and shows its own error state.
 */
export async function pageHtml(app: FastifyInstance, webDist: string, pathname: string): Promise<string> {
  const html = await readFile(join(webDist, 'index.html'), 'utf8');
  const plan = firstReadsOf(pathname);
  if (!plan) return html;

  const answers: [string, string][] = [];
  const content = answerOf(app, CONTENT_READ);
  // After the loop: the last answer read, the one the page's image comes from.
  let previous: unknown = null;
  for (const next of plan.next) {
    const read = next(previous);
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
  const image = previous === null ? null : (plan.image?.(previous) ?? null);
  const preload =
    image?.startsWith('/uploads/') === true
      ? `<link rel="preload" as="image" href="${attributeSafe(image)}" fetchpriority="high">`
      : '';
  return html.replace('</head>', `${preload}</head>`).replace('</body>', `${script}</body>`);
}
