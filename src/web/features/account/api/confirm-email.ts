import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmEmailBody } from '../../../../shared/schemas/account';
import { myAccountKeys } from '../../../api/my-account';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /Account/ConfirmEmail. A confirmed new address replaces the account's e-mail, so a member signed
 * in on this browser reads the account again.
 */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmEmailBody) => apiPost<{ ok: true }>('/Account/ConfirmEmail', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAccountKeys.all }),
  });
}
