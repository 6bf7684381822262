/** Test helper (not app code): which route pattern an address reaches, through the staff areas' own tables. */
import { matchRoutes, type RouteObject } from 'react-router';
import { adminRoutes } from './features/admin/routes';
import { refereeRoutes } from './features/referee/routes';
import { routes } from './router';

/** The app's routes that hand the rest of the address to a staff area's table (features/…/…Area.tsx). */
const areas: Record<string, RouteObject[]> = { 'Admin/*': adminRoutes, 'Referee/*': refereeRoutes };

/**
 * The full pattern of the route `pathname` reaches ('Locations/View/:path', 'Admin/Event/Add'),
 * '(index)' for the home page and '*' for the not-found page.
 */
export function matchedRoutePath(pathname: string): string | undefined {
  const last = matchRoutes(routes, pathname)?.at(-1);
  if (!last) return undefined;
  const { route, params } = last;
  if (route.index) return '(index)';
  const area = route.path ? areas[route.path] : undefined;
  if (!area || !route.path) return route.path;
  const mount = route.path.slice(0, -'/*'.length);
  const inner = matchRoutes(area, `/${params['*'] ?? ''}`)?.at(-1)?.route;
  if (!inner) return '*';
  return inner.index ? mount : `${mount}/${inner.path}`;
}
