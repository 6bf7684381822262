import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SendSmsResult, SmsBatch, SmsProvider } from '../../../../../shared/schemas/sms';
import { ApiError, apiGet, apiPost } from '../../../../lib/api-client';

/** Who gets a bulk SMS: every member with SMS updates, or one location's subscribers. */
export type SmsAudience = { kind: 'all' } | { kind: 'location'; locationId: number };

/** A batch still has messages to send while any is queued; follow it until none is. */
const POLL_MS = 1_500;
export const isSending = (batch: SmsBatch | undefined) => batch !== undefined && batch.queued > 0;

const smsKeys = {
  all: ['adminSms'] as const,
  recipientCount: (locationId: number | null) => [...smsKeys.all, 'recipientCount', locationId] as const,
  batches: () => [...smsKeys.all, 'batches'] as const,
  batch: (id: number) => [...smsKeys.batches(), id] as const,
  provider: () => [...smsKeys.all, 'provider'] as const,
};

/** GET /Sms/Provider: whether sends go out at all (without a provider they are kept, never sent). */
function smsProviderQueryOptions() {
  return queryOptions({
    queryKey: smsKeys.provider(),
    queryFn: () => apiGet<SmsProvider>('/Sms/Provider'),
    // The server's configuration: it changes only with a restart.
    staleTime: 5 * 60_000,
  });
}

export function useSmsProvider() {
  return useQuery(smsProviderQueryOptions());
}

/** GET /Sms/RecipientCount (?locationId= for one location's subscribers). */
function recipientCountQueryOptions(locationId: number | null) {
  const query = locationId === null ? '' : `?${new URLSearchParams({ locationId: String(locationId) })}`;
  return queryOptions({
    queryKey: smsKeys.recipientCount(locationId),
    queryFn: () => apiGet<{ count: number }>(`/Sms/RecipientCount${query}`),
    enabled: locationId === null || locationId > 0,
    select: (answer) => answer.count,
  });
}

/**
 * GET /Sms/Batches: the recent sends, newest first, refreshed while one is still going out. Not
 * `follow`ed when the server has no provider: nothing queued would ever move.
 */
function smsBatchesQueryOptions(follow = true) {
  return queryOptions({
    queryKey: smsKeys.batches(),
    queryFn: () => apiGet<SmsBatch[]>('/Sms/Batches'),
    refetchInterval: (query) =>
      follow && query.state.data?.some((batch) => batch.queued > 0) ? POLL_MS : false,
  });
}

/** GET /Sms/Batches/{id}: one send's queued / sent / failed, polled until nothing is queued (if `follow`). */
function smsBatchQueryOptions(id: number, follow = true) {
  return queryOptions({
    queryKey: smsKeys.batch(id),
    queryFn: () => apiGet<SmsBatch>(`/Sms/Batches/${encodeURIComponent(id)}`),
    refetchInterval: (query) =>
      !follow || (query.state.data && !isSending(query.state.data)) ? false : POLL_MS,
  });
}

export function useRecipientCount(audience: SmsAudience) {
  return useQuery(recipientCountQueryOptions(audience.kind === 'all' ? null : audience.locationId));
}

export function useSmsBatches(follow = true) {
  return useQuery(smsBatchesQueryOptions(follow));
}

export function useSmsBatch(id: number, follow = true) {
  return useQuery(smsBatchQueryOptions(id, follow));
}

/** One send: the Idempotency-Key its resends carry, and `repeat` once the admin confirmed a repeat. */
export interface SmsSend {
  audience: SmsAudience;
  message: string;
  key: string;
  repeat: boolean;
}

/** The earlier batch a 409 names: the same text went to the same recipients minutes ago. */
export interface EarlierBatch {
  batchId: number;
  queuedAt: string;
}

/** The earlier batch of a send's 409, or null for any other failure. */
export function earlierBatchOf(error: unknown): EarlierBatch | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const { batchId, queuedAt } = (error.body ?? {}) as Partial<Record<string, unknown>>;
  return typeof batchId === 'number' && typeof queuedAt === 'string' ? { batchId, queuedAt } : null;
}

/** POST /Sms/SendToAll or /Sms/SendToGroup with the send's Idempotency-Key; answers once queued. */
export function useSendSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ audience, message, key, repeat }: SmsSend) => {
      const body = {
        message,
        ...(audience.kind === 'location' ? { locationId: audience.locationId } : {}),
        ...(repeat ? { repeat: true } : {}),
      };
      const path = audience.kind === 'all' ? '/Sms/SendToAll' : '/Sms/SendToGroup';
      return apiPost<SendSmsResult>(path, body, { headers: { 'Idempotency-Key': key } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smsKeys.batches() }),
  });
}
