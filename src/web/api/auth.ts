import { useMutation } from '@tanstack/react-query';
import type { LoginBody, Session } from '../../shared/schemas/auth';
import { apiPost } from '../lib/api-client';

/**
 * POST /Auth/Login (the login page and the stopwatch's guest panel). Invalidates no key: what the
 * cache holds is public, and logout resets the cache (use-logout-action.ts).
 */
export function useLogin() {
  return useMutation({ mutationFn: (body: LoginBody) => apiPost<Session>('/Auth/Login', body) });
}
