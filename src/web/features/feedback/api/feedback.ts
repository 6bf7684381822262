import { useMutation } from '@tanstack/react-query';
import type { EmailFeedbackBody } from '../../../../shared/schemas/account';
import { apiPost } from '../../../lib/api-client';

/** POST /Account/EmailFeedback. Changes nothing a query shows, so it invalidates no key. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: EmailFeedbackBody) => apiPost<{ ok: true }>('/Account/EmailFeedback', body),
  });
}
