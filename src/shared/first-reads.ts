/**
 * The API reads the first screen of a public page makes, answered inside the page's HTML so a phone
 * renders that screen as soon as its script has run, without another round trip
 * (docs/architecture.md, "First reads"). The server makes them as a guest when it sends the page
 * (src/server/plugins/page-html.ts) and the web's api-client takes each answer once instead of fetching
 * it (src/web/lib/first-reads.ts). Only reads whose answer is the same for every viewer belong here:
 * boards, which add the member's own row, are fetched as usual.
 */
export interface FirstRead {
  method: 'GET' | 'POST';
  /** Below /api, as the web's api-client names it: '/Location/GetSingle'. */
  path: string;
  body?: unknown;
}

/** The id of the `<script type="application/json">` element that carries the answers. */
export const FIRST_READS_ELEMENT_ID = 'first-reads';

/** One read's name in the embedded answers: method, path and body as the api-client sends them. */
export function firstReadKey(read: FirstRead): string {
  return `${read.method} ${read.path} ${read.body === undefined ? '' : JSON.stringify(read.body)}`;
}

/** A page's next read, from its path's parameters and the answer to the read before it. */
type Step = (params: string[], previous: unknown) => FirstRead | null;

interface PagePlan {
  pattern: RegExp;
  steps: Step[];
  /** The page's largest image, from its last answer: fetched with the page (`<link rel="preload">`). */
  image?: (last: unknown) => string | null;
}

const allLocations: Step = () => ({ method: 'GET', path: '/Location/ListAll' });

const idOf = (answer: unknown): number | null => {
  const id = (answer as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? id : null;
};

const firstObstacleImage = (answer: unknown): string | null => {
  const first = Array.isArray(answer) ? (answer[0] as { equipment?: { imageUrl?: unknown } }) : null;
  const url = first?.equipment?.imageUrl;
  return typeof url === 'string' ? url : null;
};

/** Paths match case-insensitively, as the web's routes do (src/web/router.tsx). */
const PAGES: PagePlan[] = [
  { pattern: /^\/$/, steps: [allLocations] },
  {
    pattern: /^\/Locations\/View\/([^/]+)\/?$/i,
    steps: [
      ([path]) => ({ method: 'POST', path: '/Location/GetSingle', body: { path } }),
      (_params, location) => {
        const locationId = idOf(location);
        return locationId === null
          ? null
          : { method: 'POST', path: '/Location/GetSiteEquipment', body: { locationId } };
      },
    ],
    image: firstObstacleImage,
  },
  { pattern: /^\/Locations\/View\/[^/]+\/Stopwatch\/?$/i, steps: [allLocations] },
  {
    pattern: /^\/Events\/View\/([^/]+)\/?$/i,
    steps: [([path]) => ({ method: 'POST', path: '/Event/GetSingle', body: { path } })],
  },
];

/** Every page's first screen also reads the content sections (src/web/main.tsx preloads them). */
export const CONTENT_READ: FirstRead = { method: 'GET', path: '/Content/AllBySlug' };

export interface FirstReadPlan {
  /** Called in order, each with the answer to the one before (null stops). */
  next: ((previous: unknown) => FirstRead | null)[];
  image?: (last: unknown) => string | null;
}

/** The reads of the page at `pathname`, or null for a page whose first screen reads nothing listed here. */
export function firstReadsOf(pathname: string): FirstReadPlan | null {
  for (const page of PAGES) {
    const match = page.pattern.exec(pathname);
    if (!match) continue;
    const params: string[] = [];
    for (const raw of match.slice(1)) {
      try {
        params.push(decodeURIComponent(raw ?? ''));
      } catch {
        return null;
      }
    }
    return { next: page.steps.map((step) => (previous) => step(params, previous)), image: page.image };
  }
  return null;
}
