import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '../../../../shared/schemas/my-account';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /Account/ForgotPassword: the same `message` whether or not the address has an account.
 * Changes nothing the cache holds.
 */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => apiPost<{ message: string }>('/Account/ForgotPassword', { email }),
  });
}

/** POST /Account/ResetPassword: the code works once; every session of that member ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => apiPost<{ ok: true }>('/Account/ResetPassword', body),
  });
}
