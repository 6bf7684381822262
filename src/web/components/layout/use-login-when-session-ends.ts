import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH, loginPathFor } from '../../lib/return-url';
import { sessionStore } from '../../lib/session';

/**
 * When the server refuses to renew the session (it ended), the page moves to the login, which says so
 * and comes back here afterwards; saves kept on the phone go out once the account is signed in again.
 * Once per ended session: a visitor who then leaves the login page browses as a guest.
 */
export function useLoginWhenSessionEnds(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(
    () =>
      sessionStore.onEnd(() => {
        const page = here.current;
        if (page.pathname.toLowerCase() !== LOGIN_PATH.toLowerCase()) void navigate(loginPathFor(page));
        // As after logout: what the cache holds of the account must not show to whoever signs in next.
        void queryClient.resetQueries();
      }),
    [navigate, queryClient],
  );
}
