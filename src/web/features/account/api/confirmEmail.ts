import { useMutation } from '@tanstack/react-query';
import type { ConfirmEmailBody } from '../../../../shared/schemas/account';
import { apiPost } from '../../../lib/api-client';

export function useConfirmEmail() {
  return useMutation({
    mutationFn: (body: ConfirmEmailBody) => apiPost<{ ok: true }>('/Account/ConfirmEmail', body),
  });
}
