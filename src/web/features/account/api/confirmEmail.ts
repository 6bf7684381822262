import { useMutation } from '@tanstack/react-query';
import type { ConfirmEmailBody } from '../../../../shared/schemas/account';
import { apiPost } from '../../../lib/api-client';

/** POST /Account/ConfirmEmail. Changes nothing a query shows, so it invalidates no key. */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: (body: ConfirmEmailBody) => apiPost<{ ok: true }>('/Account/ConfirmEmail', body),
  });
}
