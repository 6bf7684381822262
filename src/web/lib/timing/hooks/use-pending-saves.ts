import { notifications } from '@mantine/notifications';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { offlineTexts } from '../../../../shared/messages';
import { type Session, sessionStore, useSession } from '../../session';
import { announceSent, type SentOutcome } from '../announce';
import { type PendingSave, type SaveRequest, type SaveScoring, staleReason } from '../pending-save';
import { ownerIdOf, pendingSaveStore } from '../pending-saves';
import { createPendingSender, type PendingSender, type SendOutcome } from '../pending-sender';
import { sendPendingSave } from '../send';
import { browserStorage, markStoredRunSaved, storageKey } from '../stopwatch';

export type RunSaveStatus = 'idle' | 'sending' | 'kept' | 'rejected';

/** Our tokens always carry the user id; a token that does not still gets a key of its own. */
function ownerOf(session: Session | null): string | null {
  if (!session) return null;
  return ownerIdOf(session.token) ?? 'unidentified';
}

interface Callbacks {
  /** A run was saved on the server (sent now or from the queue), with what the server said. */
  onSent: (save: PendingSave, outcome: SentOutcome) => void;
  /** True when the page shows this run's errors itself (no toast then). */
  showsInline: (runId: string) => boolean;
  /** Marks stale what a saved time changes (the boards the page's feature shows). */
  invalidate: (queryClient: QueryClient) => Promise<void>;
}

/**
 * A save about to be kept: where it goes, its body, its run id (the Idempotency-Key), whose it is in
 * words and, at an event scored by obstacles or penalties, what its notice sums up.
 */
export type NewSave = SaveRequest & { runId: string; label?: string; scoring?: SaveScoring };

/**
 * SAVE TIME through the on-phone queue: every save is kept first, sent at once, and if the server
 * cannot be reached it stays kept and is sent on 'online', on the next visit and by a backoff timer.
 */
export function usePendingSaves(callbacks: Callbacks) {
  const { session } = useSession();
  const ownerId = ownerOf(session);
  const queryClient = useQueryClient();
  const store = pendingSaveStore();
  const [kept, setKept] = useState<PendingSave[]>([]);
  const [sending, setSending] = useState<ReadonlySet<string>>(() => new Set());
  const [rejections, setRejections] = useState<ReadonlyMap<string, string>>(() => new Map());

  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  const refresh = useCallback(async () => {
    const owner = ownerOf(sessionStore.get());
    const saves = owner ? await store.listFor(owner).catch(() => []) : [];
    setKept(saves);
  }, [store]);

  const onOutcome = useCallback(
    async (outcome: SendOutcome) => {
      const { save } = outcome;
      if (outcome.kind === 'sent') {
        announceSent(outcome);
        const storage = browserStorage();
        if (storage && save.endpoint === 'member') {
          markStoredRunSaved(storage, storageKey(save.body.locationId), save.runId);
        }
        latest.current.onSent(save, outcome);
        void latest.current.invalidate(queryClient);
      }
      if (outcome.kind === 'rejected') {
        setRejections((current) => new Map(current).set(save.runId, outcome.message));
        // The page's watch holds that time and discards it itself; a refused date kept for the
        // waiting list would otherwise ask the member to discard it twice.
        if (latest.current.showsInline(save.runId) && outcome.save.refused) {
          await store.remove(save.runId).catch(() => undefined);
        }
        if (!latest.current.showsInline(save.runId)) {
          const message = save.label ? `${save.label}: ${outcome.message}` : outcome.message;
          notifications.show({ color: 'red', title: offlineTexts.notSentTitle, message });
        }
      }
      await refresh();
    },
    [queryClient, refresh, store],
  );

  const outcomeHandler = useRef(onOutcome);
  useEffect(() => {
    outcomeHandler.current = onOutcome;
  }, [onOutcome]);

  const [sender] = useState<PendingSender>(() =>
    createPendingSender({
      store,
      send: (save) => sendPendingSave(save),
      currentOwner: () => ownerOf(sessionStore.get()),
      onOutcome: (outcome) => void outcomeHandler.current(outcome),
      windowTarget: globalThis.window,
      documentTarget: globalThis.document,
    }),
  );

  // start() sends what the signed-in account kept, so restarting when the account changes sends the
  // new owner's saves (another account sees none of them). A separate flush effect beside start()
  // queued a second flush on every page open: without signal each kept save was tried twice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: ownerId is the trigger (a change of account restarts the sender)
  useEffect(() => {
    void refresh();
    sender.start();
    return () => sender.stop();
  }, [ownerId, refresh, sender]);

  /** Keeps the save, sends it at once; resolves with what happened (null when nobody is signed in). */
  const save = useCallback(
    async (request: NewSave): Promise<SendOutcome | null> => {
      const { runId } = request;
      const owner = ownerOf(sessionStore.get());
      if (!owner) return null;
      setSending((current) => new Set(current).add(runId));
      setRejections((current) => {
        const next = new Map(current);
        next.delete(runId);
        return next;
      });
      try {
        return await sender.save({ ...request, ownerId: owner, queuedAt: Date.now() });
      } finally {
        // Read the queue before leaving 'sending', so the button never flashes back to enabled.
        await refresh();
        setSending((current) => {
          const next = new Set(current);
          next.delete(runId);
          return next;
        });
      }
    },
    [sender, refresh],
  );

  /** Why a run can no longer be saved: the server's refusal, or its kept save being too old. */
  const rejectionOf = useCallback(
    (runId: string | null): string | undefined => {
      if (!runId) return undefined;
      const entry = kept.find((save) => save.runId === runId);
      return rejections.get(runId) ?? (entry && staleReason(entry, new Date())) ?? undefined;
    },
    [kept, rejections],
  );

  const statusOf = useCallback(
    (runId: string | null): RunSaveStatus => {
      if (!runId) return 'idle';
      if (sending.has(runId)) return 'sending';
      if (rejectionOf(runId)) return 'rejected';
      return kept.some((entry) => entry.runId === runId) ? 'kept' : 'idle';
    },
    [sending, kept, rejectionOf],
  );

  /** Drops a kept save the member chose to give up (one that can no longer be sent). */
  const discard = useCallback(
    async (runId: string) => {
      await store.remove(runId).catch(() => undefined);
      await refresh();
    },
    [store, refresh],
  );

  return {
    save,
    statusOf,
    rejectionOf,
    /** Kept saves of the signed-in account, oldest first (those that can no longer be sent too). */
    kept,
    discard,
    /** False when the browser gave no IndexedDB: kept saves last only while the page is open. */
    persistent: store.persistent,
    retryNow: () => void sender.flush(),
  };
}

export type PendingSaves = ReturnType<typeof usePendingSaves>;
