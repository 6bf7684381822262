import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SendSmsResult, SmsBatch } from '../../../../../shared/schemas/sms';
import { apiGet, apiPost } from '../../../../lib/api-client';

/** Who gets a bulk SMS: every member with SMS updates, or one location's subscribers. */
export type SmsAudience = { kind: 'all' } | { kind: 'location'; locationId: number };

/** A batch still has messages to send while any is queued; follow it until none is. */
const POLL_MS = 1_500;
export const isSending = (batch: SmsBatch | undefined) => batch !== undefined && batch.queued > 0;

export const smsKeys = {
  all: ['adminSms'] as const,
  recipientCount: (locationId: number | null) => [...smsKeys.all, 'recipientCount', locationId] as const,
  batches: () => [...smsKeys.all, 'batches'] as const,
  batch: (id: number) => [...smsKeys.batches(), id] as const,
};

/** GET /Sms/RecipientCount (?locationId= for one location's subscribers). */
export function recipientCountQueryOptions(locationId: number | null) {
  const query = locationId === null ? '' : `?${new URLSearchParams({ locationId: String(locationId) })}`;
  return queryOptions({
    queryKey: smsKeys.recipientCount(locationId),
    queryFn: () => apiGet<{ count: number }>(`/Sms/RecipientCount${query}`),
    enabled: locationId === null || locationId > 0,
    select: (answer) => answer.count,
  });
}

/** GET /Sms/Batches: the recent sends, newest first, refreshed while one is still going out. */
export function smsBatchesQueryOptions() {
  return queryOptions({
    queryKey: smsKeys.batches(),
    queryFn: () => apiGet<SmsBatch[]>('/Sms/Batches'),
    refetchInterval: (query) => (query.state.data?.some((batch) => batch.queued > 0) ? POLL_MS : false),
  });
}

/** GET /Sms/Batches/{id}: one send's queued / sent / failed, polled until nothing is queued. */
export function smsBatchQueryOptions(id: number) {
  return queryOptions({
    queryKey: smsKeys.batch(id),
    queryFn: () => apiGet<SmsBatch>(`/Sms/Batches/${encodeURIComponent(id)}`),
    refetchInterval: (query) => (query.state.data && !isSending(query.state.data) ? false : POLL_MS),
  });
}

export function useRecipientCount(audience: SmsAudience) {
  return useQuery(recipientCountQueryOptions(audience.kind === 'all' ? null : audience.locationId));
}

export function useSmsBatches() {
  return useQuery(smsBatchesQueryOptions());
}

export function useSmsBatch(id: number) {
  return useQuery(smsBatchQueryOptions(id));
}

/** POST /Sms/SendToAll or /Sms/SendToGroup; answers once the messages are queued. */
export function useSendSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ audience, message }: { audience: SmsAudience; message: string }) =>
      audience.kind === 'all'
        ? apiPost<SendSmsResult>('/Sms/SendToAll', { message })
        : apiPost<SendSmsResult>('/Sms/SendToGroup', { message, locationId: audience.locationId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smsKeys.batches() }),
  });
}
