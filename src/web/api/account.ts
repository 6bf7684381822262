import { useMutation } from '@tanstack/react-query';
import type { SignUpBody, SignUpResponse } from '../../shared/schemas/account';
import { apiPost } from '../lib/api-client';

/**
 * POST /Account/SignUp (the sign-up page and the stopwatch's guest panel). Invalidates no key: a new,
 * unconfirmed account appears in nothing the cache holds.
 */
export function useSignUp() {
  return useMutation({
    mutationFn: (body: SignUpBody) => apiPost<SignUpResponse>('/Account/SignUp', body),
  });
}
