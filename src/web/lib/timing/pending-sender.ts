import { type PendingSave, staleReason } from './pending-save';
import type { PendingSaveStore } from './pending-saves';
import { type SendOutcome, type SentAnswer, sendOnce } from './send-once';

export type { SendOutcome };

export const RETRY_BASE_MS = 5_000;
export const RETRY_MAX_MS = 5 * 60_000;

/** Exponential backoff (5 s, 10 s, 20 s … 5 min) with ±20 % jitter so phones do not retry in step. */
export function retryDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

type Listenable = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

interface PendingSenderOptions {
  store: PendingSaveStore;
  /** One POST of the save with its run id as the Idempotency-Key. */
  send: (save: PendingSave) => Promise<SentAnswer>;
  /** The account signed in right now (read at each send: a logout mid-way stops sending). */
  currentOwner: () => string | null;
  /** Called once per send that finished, whoever asked for it. */
  onOutcome: (outcome: SendOutcome) => void;
  /** Hears 'online' (window in the app). */
  windowTarget?: Listenable;
  /** Hears 'visibilitychange' (document in the app): a phone coming back to the page. */
  documentTarget?: Listenable & { visibilityState?: DocumentVisibilityState };
  random?: () => number;
  /** The clock a kept save's age is read on (a run finished over 30 days ago is not sent). */
  now?: () => Date;
}

export interface PendingSender {
  /** Keeps the save, then sends it at once. Resolves with what happened. */
  save(save: PendingSave): Promise<SendOutcome>;
  /** Sends every kept save of the signed-in account, oldest first. */
  flush(): Promise<void>;
  /** Listens for 'online' and page visits, sends what is kept, retries with backoff. */
  start(): void;
  stop(): void;
}

export function createPendingSender(options: PendingSenderOptions): PendingSender {
  const { store, currentOwner, onOutcome, random, now = () => new Date() } = options;
  const inFlight = new Map<string, Promise<SendOutcome>>();
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let flushing: Promise<void> | null = null;
  let flushAgain = false;
  let started = false;

  /** One send per run at a time: a click and a background retry share the same request. */
  function attempt(save: PendingSave): Promise<SendOutcome> {
    const running = inFlight.get(save.runId);
    if (running) return running;
    const job = (async () => {
      // Another account signed in since this was kept: leave it for its owner.
      if (currentOwner() !== save.ownerId) return { kind: 'kept', save } as const;
      const outcome = await sendOnce(options.send, store, save, now());
      onOutcome(outcome);
      return outcome;
    })().finally(() => inFlight.delete(save.runId));
    inFlight.set(save.runId, job);
    return job;
  }

  function scheduleRetry() {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(
      () => {
        timer = null;
        void flush();
      },
      retryDelay(failures, random),
    );
  }

  function noteResult(outcome: SendOutcome) {
    if (outcome.kind === 'kept') {
      failures += 1;
      scheduleRetry();
    } else {
      failures = 0;
    }
  }

  async function flushOnce() {
    const owner = currentOwner();
    if (!owner) return;
    for (const save of await store.listFor(owner)) {
      // Waits for the member to discard it: sending it again would meet the same 400.
      if (staleReason(save, now())) continue;
      const outcome = await attempt(save);
      noteResult(outcome);
      // Still unreachable: the rest would fail the same way; the retry timer takes them all.
      if (outcome.kind === 'kept') return;
    }
  }

  function flush(): Promise<void> {
    if (flushing) {
      flushAgain = true;
      return flushing;
    }
    flushing = (async () => {
      do {
        flushAgain = false;
        await flushOnce().catch(() => {
          // The store could not be read; the next trigger tries again.
        });
      } while (flushAgain);
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  async function save(pending: PendingSave): Promise<SendOutcome> {
    await store.put(pending);
    const outcome = await attempt(pending);
    noteResult(outcome);
    // The server is reachable: anything kept earlier can go now too.
    if (outcome.kind !== 'kept') void flush();
    return outcome;
  }

  const onOnline = () => {
    failures = 0;
    void flush();
  };
  const onVisible = () => {
    if (options.documentTarget?.visibilityState !== 'hidden') void flush();
  };

  return {
    save,
    flush,
    start() {
      if (started) return;
      started = true;
      options.windowTarget?.addEventListener('online', onOnline);
      options.documentTarget?.addEventListener('visibilitychange', onVisible);
      void flush();
    },
    stop() {
      started = false;
      options.windowTarget?.removeEventListener('online', onOnline);
      options.documentTarget?.removeEventListener('visibilitychange', onVisible);
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
