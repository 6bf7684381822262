import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GateCrossingBody, GatePairing, JoinedGatePairing } from '../../../../shared/schemas/gate';
import { apiUrl } from '../../../lib/api-base';
import { apiGetWith, apiPost } from '../../../lib/api-client';
import { pairingHeaders } from '../../../lib/gate/pairing-headers';

const gatePairingKeys = {
  all: ['gatePairing'] as const,
  byId: (id: number) => [...gatePairingKeys.all, id] as const,
};

/** How often a phone asks for the other phone's join and crossing while the run is open. */
const POLL_MS = 1_000;

/**
 * GET /Gate/Pairing/{id}, polled until the run is finished or the pairing lapses. The maker reads it
 * as the member; a phone that joined with the code, with its pairing token.
 */
function gatePairingQueryOptions(id: number | null, pairingToken?: string) {
  return queryOptions({
    queryKey: gatePairingKeys.byId(id ?? 0),
    queryFn: () =>
      apiGetWith<GatePairing>(`/Gate/Pairing/${encodeURIComponent(id ?? 0)}`, pairingHeaders(pairingToken)),
    enabled: id !== null,
    refetchInterval: (query) => {
      const pairing = query.state.data;
      return pairing && (pairing.state === 'finished' || pairing.expired) ? false : POLL_MS;
    },
  });
}

export function useGatePairing(id: number | null, pairingToken?: string) {
  return useQuery(gatePairingQueryOptions(id, pairingToken));
}

/** Every pairing answer is the pairing's latest state: the poll's cache takes it at once. */
function usePairingMutation<Input, Answer extends GatePairing>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (pairing) => queryClient.setQueryData(gatePairingKeys.byId(pairing.id), pairing),
  });
}

/** POST /Gate/CreatePairing: a two-phone pairing, or (`solo`) the single-phone gate's, both lines on one phone. */
const createPairing = (body: { locationId: number; solo?: boolean }) =>
  apiPost<GatePairing>('/Gate/CreatePairing', body);

export const useCreatePairing = () =>
  usePairingMutation((locationId: number) => createPairing({ locationId }));

/** Any phone joins with the code, signed in or not; the answer's token is this phone's key to the pairing. */
export const useJoinPairing = () =>
  usePairingMutation((code: string) => apiPost<JoinedGatePairing>('/Gate/JoinPairing', { code }));

/**
 * POST /Gate/PostCrossing, as the member or (a phone that joined) with the pairing's token. The
 * single-phone gate calls it outside a query: it posts and does not wait on the answer.
 */
export const postCrossing = (crossing: GateCrossingBody, pairingToken?: string) =>
  apiPost<GatePairing>('/Gate/PostCrossing', crossing, { headers: pairingHeaders(pairingToken) });

export const usePostCrossing = (pairingToken?: string) =>
  usePairingMutation((crossing: GateCrossingBody) => postCrossing(crossing, pairingToken));

export const createSoloPairing = (locationId: number) => createPairing({ locationId, solo: true });

/** The QR code (SVG) of a pairing's join address, for a plain <img>. */
export const pairingQrUrl = (locationId: number, code: string) =>
  apiUrl(`/Gate/QrCode/${encodeURIComponent(locationId)}/${encodeURIComponent(code)}.svg`);
