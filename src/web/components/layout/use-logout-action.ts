import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

/**
 * Logout returns to / (docs/spec.md §2). It leaves the page first: ending the session while a guarded page is
 * still shown would make its guard send the visitor to the login page instead.
 */
export function useLogoutAction(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { logout } = useSession();
  return async () => {
    await navigate(paths.home, { flushSync: true });
    logout();
    // Drop the member's cached data; queries on screen refetch as a guest.
    await queryClient.resetQueries();
  };
}
