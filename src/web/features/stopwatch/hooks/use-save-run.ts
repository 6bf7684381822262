import { useRef } from 'react';
import type { PendingSaves } from '../../../lib/timing/hooks/use-pending-saves';
import { type StopwatchState, toSubmission } from '../../../lib/timing/stopwatch';

/**
 * SAVE TIME: one save per run (the run id is the Idempotency-Key), through the phone's queue, so
 * without signal it is kept and sent later. Does nothing while the run is being sent, once it is kept
 * or saved, or when a second call lands before React has re-rendered (the ref below).
 */
export function useSaveRun(locationId: number, state: StopwatchState, outbox: PendingSaves): () => void {
  const inFlight = useRef<string | null>(null);
  const status = outbox.statusOf(state.runId);
  return () => {
    const time = toSubmission(state);
    const { runId } = state;
    if (!time || !runId || inFlight.current === runId) return;
    if (status === 'sending' || status === 'kept') return;
    inFlight.current = runId;
    outbox
      .save({ runId, endpoint: 'member', body: { locationId, ...time } })
      .catch(() => undefined)
      .finally(() => {
        inFlight.current = null;
      });
  };
}
