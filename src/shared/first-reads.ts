/**
 * The API reads the first screen of a public page makes, answered inside the page's HTML so a phone
 * renders that screen as soon as its script has run, without another round trip
 * (docs/architecture.md, "First reads"). The server makes them as a guest when it sends the page
 * (src/server/plugins/page-html.ts) and the web's api-client takes each answer once instead of fetching
 * it (src/web/lib/first-reads.ts). Each public page's reads are in src/shared/public-pages.ts.
 */
export interface FirstRead {
  method: 'GET' | 'POST';
  /** Below /api, with its query string, as the web's api-client names it: '/Location/GetSingle'. */
  path: string;
  body?: unknown;
}

/** The id of the `<script type="application/json">` element that carries the answers. */
export const FIRST_READS_ELEMENT_ID = 'first-reads';

/** One read's name in the embedded answers: method, path and body as the api-client sends them. */
export function firstReadKey(read: FirstRead): string {
  return `${read.method} ${read.path} ${read.body === undefined ? '' : JSON.stringify(read.body)}`;
}

/** Every page's first screen also reads the content sections (src/web/main.tsx preloads them). */
export const CONTENT_READ: FirstRead = { method: 'GET', path: '/Content/AllBySlug' };
