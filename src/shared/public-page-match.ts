import {
  type PageAddress,
  PUBLIC_PAGE_IDS,
  PUBLIC_PAGES,
  type PublicPage,
  type PublicPageId,
} from './public-pages';

// Apart from the table so the web's first load, which makes its routes from the table and matches them
// with React Router, does not carry this matcher (src/web/public-routes.test.ts checks both agree).

/** A route's path as a pattern: `:name` one segment, `*` the rest; any case, an optional final slash. */
function patternOf(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') {
        names.push('*');
        return '(?:/(.*))?';
      }
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '/([^/]+)';
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return { pattern: new RegExp(`^${source}/?$`, 'i'), names };
}

const PATTERNS = PUBLIC_PAGE_IDS.map((id) => ({ id, ...patternOf(PUBLIC_PAGES[id].path) }));

/** The public page at `pathname` and its address, or null (a staff or member page, or none). */
export function publicPageAt(
  pathname: string,
  search = new URLSearchParams(),
): { id: PublicPageId; page: PublicPage; address: PageAddress } | null {
  for (const { id, pattern, names } of PATTERNS) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const params: Record<string, string | undefined> = {};
    try {
      for (const [index, name] of names.entries()) {
        const raw = match[index + 1];
        params[name] = raw === undefined ? undefined : decodeURIComponent(raw);
      }
    } catch {
      return null;
    }
    return { id, page: PUBLIC_PAGES[id], address: { params, search } };
  }
  return null;
}
