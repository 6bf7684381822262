import { useCallback, useEffect, useRef, useState } from 'react';
import type { Event } from '../../../../shared/schemas/event';
import type { PendingSaves } from '../../../lib/timing/hooks/use-pending-saves';
import type { StopwatchControls } from '../../../lib/timing/hooks/use-stopwatch';
import { endedAtFail } from '../../../lib/timing/run-marks';
import { elapsedMs } from '../../../lib/timing/stopwatch';
import type { TapGuard } from '../../../lib/timing/tap-guard';
import type { Lane } from '../lib/lanes';
import type { LastSaved } from '../lib/last-saved';
import { buildRefereeSave, marksProblem, runMarksSummary, shortOfMinimum } from '../lib/record-save';

interface LaneSaveOptions {
  lane: Lane;
  event: Event;
  watch: StopwatchControls;
  outbox: PendingSaves;
  /** Run ids whose errors the lane shows itself (the queue then shows no toast for them). */
  inlineRuns: Set<string>;
  guard: TapGuard;
  minimumSeconds: number | null;
  onChoose: (laneId: string, competitor: null) => void;
  onSaved: (laneId: string, last: LastSaved) => void;
}

/**
 * A lane's save: through the phone's queue with the run id as Idempotency-Key, a time under the
 * course's minimum confirmed first. Once the save is sent, or kept on the phone for a later send, the
 * lane is cleared for the next competitor and keeps what it saved (`onSaved`). At an event scored by
 * obstacles or penalties the run goes with its marks, and marks that cannot be saved (`marksProblem`)
 * are said in the lane rather than queued. A run a FAILED ended is not asked about the minimum: the
 * referee's FAILED ended it, not a STOP that may have come early, so it is sent as confirmed.
 */
export function useLaneSave({
  lane,
  event,
  watch,
  outbox,
  inlineRuns,
  guard,
  minimumSeconds,
  onChoose,
  onSaved,
}: LaneSaveOptions) {
  const { state, status, reset } = watch;
  const { competitor } = lane;
  const saving = useRef(false);
  const saveStatus = outbox.statusOf(state.runId);
  const kept = saveStatus === 'kept';
  // The run whose time under the course's minimum waits for the referee's answer.
  const [confirming, setConfirming] = useState<string | null>(null);

  useEffect(() => {
    const { runId } = state;
    if (!runId) return;
    inlineRuns.add(runId);
    return () => {
      inlineRuns.delete(runId);
    };
  }, [state, inlineRuns]);

  // The lane moves on, keeping what it saved until its next save.
  const saved = useCallback(
    (runId: string, name: string, durationMs: number, marks: string | null) => {
      reset();
      onSaved(lane.id, marks ? { runId, name, durationMs, marks } : { runId, name, durationMs });
    },
    [reset, onSaved, lane.id],
  );
  const problem = marksProblem(state, event.format);

  // After a reload mid-save the run may already wait in the queue: it is safe there, so the lane moves on.
  useEffect(() => {
    if (!kept || status !== 'stopped' || saving.current) return;
    const { runId } = state;
    if (competitor && runId)
      saved(runId, competitor.name, elapsedMs(state, 0), runMarksSummary(state, event));
    else {
      reset();
      onChoose(lane.id, null);
    }
  }, [kept, status, state, reset, saved, competitor, onChoose, lane.id, event]);

  async function save(confirmShort = false) {
    // A run a FAILED ended is short by nature: the server holds only whole runs to the minimum.
    const short = shortOfMinimum(elapsedMs(state, 0), minimumSeconds) !== null && !endedAtFail(state);
    const entry = buildRefereeSave(state, competitor, event, confirmShort);
    if (!entry || problem || saving.current || saveStatus === 'sending' || kept) return;
    if (!confirmShort && short) {
      setConfirming(entry.runId);
      return;
    }
    setConfirming(null);
    saving.current = true;
    try {
      const outcome = await outbox.save(entry);
      if (outcome?.kind === 'sent' || outcome?.kind === 'kept') {
        // The answer changes what the button under the thumb means: a second tap must not act on it.
        guard.hold();
        // A kept save is not toasted: the lane's line and the queue's notice say it waits.
        saved(
          entry.runId,
          competitor?.name ?? entry.label ?? '',
          entry.body.duration,
          runMarksSummary(state, event),
        );
      }
    } finally {
      saving.current = false;
    }
  }

  /** The minimum the stopped time is short of, while the referee is asked to confirm it; else null. */
  const shortMinimumMs =
    confirming !== null && confirming === state.runId && status === 'stopped' && competitor
      ? shortOfMinimum(elapsedMs(state, 0), minimumSeconds)
      : null;

  return {
    save,
    saveStatus,
    kept,
    rejection: outbox.rejectionOf(state.runId),
    /** Why the stopped run's marks cannot be saved (SAVE TIME then waits), else null. */
    marksProblem: status === 'stopped' ? problem : null,
    shortMinimumMs,
    cancelConfirm: () => setConfirming(null),
  };
}
