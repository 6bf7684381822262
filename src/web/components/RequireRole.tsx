import { Navigate, Outlet, useLocation } from 'react-router';
import { type AccessRule, meetsRule } from '../../shared/roles';
import { paths } from '../lib/paths';
import { loginPathFor } from '../lib/return-url';
import { useSession } from '../lib/session';

/**
 * Route guard: a guest goes to login (remembering the page), a signed-in user without the role to
 * /Unauthorized. The rules are the server guards' own, by the same names (src/shared/roles.ts):
 * `referee` admits admins too. The nav still shows the Referee link to referees only.
 */
export function RequireRole({ requires }: { requires: AccessRule }) {
  const { session } = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={loginPathFor(location)} replace />;
  if (!meetsRule(session, requires)) return <Navigate to={paths.unauthorized} replace />;
  return <Outlet />;
}
