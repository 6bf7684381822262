/**
 * The public pages the benches audit (docs/spec.md §2, the pages a visitor can open without an
 * account), with the demo data's first location and event in their addresses. `--pages a,b` keeps the
 * pages of those keys.
 */
export interface BenchPage {
  /** For `--pages`: home, location, stopwatch, event, live, leaderboards, … */
  key: string;
  page: string;
  url: string;
}

async function demoPaths(base: string): Promise<{ location: { id: number; path: string }; event: string }> {
  const locations = (await (await fetch(`${base}/api/Location/ListAll`)).json()) as {
    id: number;
    path: string;
  }[];
  const events = (await (await fetch(`${base}/api/Event/ListAll`)).json()) as { path: string }[];
  const [location] = locations;
  const [event] = events;
  if (!location || !event) throw new Error('the demo data has no location or event');
  return { location, event: event.path };
}

export async function publicPages(base: string): Promise<BenchPage[]> {
  const { location, event } = await demoPaths(base);
  return [
    { key: 'home', page: 'Home', url: '/' },
    { key: 'location', page: 'Location', url: `/Locations/View/${location.path}` },
    { key: 'stopwatch', page: 'Stopwatch', url: `/Locations/View/${location.id}/Stopwatch` },
    { key: 'event', page: 'Event', url: `/Events/View/${event}` },
    { key: 'live', page: 'Live big screen', url: `/Events/View/${event}/Live` },
    { key: 'leaderboards', page: 'Leaderboards', url: '/Leaderboards' },
    { key: 'events', page: 'Events', url: '/Events' },
    { key: 'obstacles', page: 'Obstacles', url: '/Obstacles' },
    { key: 'about', page: 'About', url: '/About' },
    { key: 'privacy', page: 'Privacy', url: '/PrivacyPolicy' },
    { key: 'feedback', page: 'Feedback', url: '/Feedback' },
    { key: 'login', page: 'Log in', url: '/Account/Login' },
    { key: 'signup', page: 'Sign up', url: '/Account/SignUp' },
    { key: 'forgot', page: 'Forgot password', url: '/Account/ForgotPassword' },
  ];
}

/** The pages named by `--pages a,b` (every page without it); an unknown key is an error. */
export function chosenPages(pages: BenchPage[], argv: string[] = process.argv): BenchPage[] {
  const at = argv.indexOf('--pages');
  if (at < 0) return pages;
  const keys = (argv[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = keys.filter((key) => !pages.some((page) => page.key === key));
  if (unknown.length > 0)
    throw new Error(`unknown page ${unknown.join(', ')}; known: ${pages.map((p) => p.key).join(', ')}`);
  return pages.filter((page) => keys.includes(page.key));
}
