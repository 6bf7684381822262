import { Navigate, Outlet, useLocation } from 'react-router';
import type { Session } from '../../shared/schemas/auth';
import { loginPathFor } from '../lib/return-url';
import { useSession } from '../lib/session';

export type Requirement = 'member' | 'referee' | 'admin';

/**
 * Referee routes admit admins too: SPEC §2 speaks of "admin-or-referee routes", and the server's
 * refereeOrAdmin guard answers them the same way. The nav still shows the Referee link to referees only.
 */
export function allows(session: Session, requirement: Requirement): boolean {
  if (requirement === 'admin') return session.isAdmin;
  if (requirement === 'referee') return session.isReferee || session.isAdmin;
  return true;
}

/** Route guard: a guest goes to login (remembering the page), a signed-in user without the role to /Unauthorized. */
export function RequireRole({ requires }: { requires: Requirement }) {
  const { session } = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={loginPathFor(location)} replace />;
  if (!allows(session, requires)) return <Navigate to="/Unauthorized" replace />;
  return <Outlet />;
}
