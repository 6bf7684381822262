import { gateJoinUrl } from '../../shared/gate/pairing';
import type { GatePairing } from '../../shared/schemas/gate';
import type { GatePairingRow } from '../db/schema/index';

const crossing = (at: Date | null, uncertaintyMs: number | null) =>
  at && uncertaintyMs !== null ? { at: at.getTime(), uncertaintyMs } : null;

/** A pairing as both phones read it; the run appears once both lines are crossed. */
export function presentGatePairing(
  row: GatePairingRow,
  { now, publicUrl }: { now: Date; publicUrl: string },
): GatePairing {
  const start = crossing(row.startAt, row.startUncertaintyMs);
  const finish = crossing(row.finishAt, row.finishUncertaintyMs);
  return {
    id: row.id,
    code: row.code,
    locationId: row.locationId,
    state: row.state,
    expired: row.expiresAt.getTime() <= now.getTime(),
    expiresAt: row.expiresAt.toISOString(),
    joinUrl: gateJoinUrl(publicUrl, row.locationId, row.code),
    finishJoined: row.finishJoinedAt !== null,
    solo: row.solo,
    crossingsWitnessed: row.crossingsWitnessed,
    start,
    finish,
    run:
      start && finish
        ? {
            durationMs: finish.at - start.at,
            uncertaintyMs: start.uncertaintyMs + finish.uncertaintyMs,
            timeStarted: new Date(start.at).toISOString(),
            timeCompleted: new Date(finish.at).toISOString(),
          }
        : null,
  };
}
