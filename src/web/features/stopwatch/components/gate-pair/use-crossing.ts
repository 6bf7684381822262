import type { GateRole } from '../../../../../shared/gate/pairing';
import type { GatePairing } from '../../../../../shared/schemas/gate';
import { usePostCrossing } from '../../api/gate-pairing';
import type { ClockReading } from './use-clock-offset';

/**
 * Posts this phone's crossing on the server's clock: the phone's capture time plus its measured
 * offset, with the offset's uncertainty. A refused crossing (too soon after the start) is dropped and
 * the phone keeps watching.
 */
export function useCrossing(
  pairing: GatePairing | undefined,
  role: GateRole,
  clock: ClockReading,
  pairingToken?: string,
) {
  const post = usePostCrossing(pairingToken);
  return {
    post,
    cross: (phoneAt: number) => {
      if (!pairing || clock.status !== 'ready' || post.isPending) return;
      post.mutate({
        pairingId: pairing.id,
        role,
        at: phoneAt + clock.offset.offsetMs,
        uncertaintyMs: clock.offset.uncertaintyMs,
      });
    },
  };
}
