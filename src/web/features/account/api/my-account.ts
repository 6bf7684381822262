import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyAccount, UpdateAccountBody } from '../../../../shared/schemas/my-account';
import { leaderboardKeys } from '../../../api/leaderboard';
import { myAccountKeys, myAccountQueryOptions } from '../../../api/my-account';
import { apiPost, apiUpload } from '../../../lib/api-client';

// The account query itself is shared (the boards mark the member's row, the top bar shows the photo).
export function useMyAccount() {
  return useQuery(myAccountQueryOptions());
}

/** POST /Account/UpdateAccount: answers the account; a new user name shows on every board row. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccountBody) => apiPost<MyAccount>('/Account/UpdateAccount', body),
    onSuccess: async (account) => {
      queryClient.setQueryData(myAccountKeys.detail(), account);
      await queryClient.invalidateQueries({ queryKey: leaderboardKeys.all });
    },
  });
}

/** POST /Account/CancelEmailChange: answers the account, its e-mail no longer waiting. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<MyAccount>('/Account/CancelEmailChange'),
    onSuccess: (account) => queryClient.setQueryData(myAccountKeys.detail(), account),
  });
}

/** POST /Account/ConfirmPhoneNumber: the account then says phoneNumberConfirmed. */
export function useConfirmPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiPost<{ ok: true }>('/Account/ConfirmPhoneNumber', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAccountKeys.all }),
  });
}

/**
 * POST /Account/ResendPhoneCode. A code spends one of the member's 3 an hour, so the account's
 * phoneCodeRetryAt is read again, whether the code went or a 429 said there are none left.
 */
export function useResendPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<{ ok: true }>('/Account/ResendPhoneCode'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myAccountKeys.all }),
  });
}

/**
 * POST /Account/UpdatePhoto with the cropped picture as the multipart part `file`. The new photo is
 * on the account (top bar) and on every board row of the member, so both key roots are invalidated.
 */
export function useUpdatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: Blob) => {
      const form = new FormData();
      form.append('file', photo, 'photo.png');
      return apiUpload<{ current: { url: string | null } }>('/Account/UpdatePhoto', form);
    },
    onSuccess: async ({ current }) => {
      queryClient.setQueryData<MyAccount>(myAccountKeys.detail(), (account) =>
        account ? { ...account, current } : account,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myAccountKeys.all }),
        queryClient.invalidateQueries({ queryKey: leaderboardKeys.all }),
      ]);
    },
  });
}
