import type { SavedSplit } from '../../../shared/schemas/leaderboard';
import { ApiError } from '../api-client';
import { type PendingSave, staleReason } from './pending-save';
import type { PendingSaveStore } from './pending-saves';

/**
 * What a send gets back: the standing from either endpoint; a member's save also says whether it is a
 * personal best and whose row it is (the referee endpoint says neither).
 */
type SentAnswer = {
  standing: number;
  personalBest?: boolean;
  result?: { user?: { userName?: string } };
  /** A member's run with splits: each against the member's earlier runs (empty without splits). */
  splits?: SavedSplit[];
  /** False when the board rule leaves the run out (kept in the member's own results only). */
  onBoard?: boolean;
};

export type SendOutcome =
  | {
      kind: 'sent';
      save: PendingSave;
      standing: number;
      /** No earlier time of the competitor at that location is as fast. */
      personalBest: boolean;
      /** Whose row it is on the board (the link to the board shows it), when the answer says. */
      userName: string | null;
      /** The saved splits against the personal best, when the run had splits and the answer says. */
      splits: SavedSplit[];
      /** The run stands on the board (an answer that does not say is taken to). */
      onBoard: boolean;
    }
  /**
   * The server answered no (4xx): the save is dropped and its message shown. A refused finish date
   * (or a run already too old to send) is kept instead, marked `refused`, for the member to discard.
   */
  | { kind: 'rejected'; save: PendingSave; message: string }
  /** The server could not be reached (or could not answer): the save stays for a later send. */
  | { kind: 'kept'; save: PendingSave };

/**
 * 4xx answers that a later send can still turn into a success: 401 (session expired and could not be
 * renewed: kept until this account logs in again), 408 and 429 (try later), 409 (a concurrent send of
 * the same key was still committing; the next send replays its answer), 425 (too early).
 */
const RETRYABLE_CLIENT_ERRORS = new Set([401, 408, 409, 425, 429]);

/**
 * 'retry' for no network, a timeout, a 5xx and the 4xx above; 'reject' for any other answer, and for a
 * 409 naming the gate pairing: another save of the same crossings is stored already, so this one is a
 * copy of a run the boards have, and sending it again would only be refused again.
 */
export function classifyFailure(error: unknown): 'retry' | 'reject' {
  if (!(error instanceof ApiError)) return 'retry';
  if (error.code === 'GATE_RUN_SAVED') return 'reject';
  if (error.status >= 400 && error.status < 500 && !RETRYABLE_CLIENT_ERRORS.has(error.status)) {
    return 'reject';
  }
  return 'retry';
}

/** The server's message when it refused the run's finish date (a 400 naming timeCompleted), else null. */
function refusedDate(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return error.fields?.timeCompleted ?? null;
}

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

/** Kept, marked, and never sent again: the member sees it listed and discards it. */
async function keepRefused(
  store: PendingSaveStore,
  save: PendingSave,
  message: string,
): Promise<SendOutcome> {
  const refused = { ...save, refused: message };
  await store.put(refused).catch(() => undefined);
  return { kind: 'rejected', save: refused, message };
}

/**
 * One send of a kept save, and what became of it: sent (and off the phone), kept for a retry, or
 * refused (kept and marked when only its date was refused, so the member sees it; else removed).
 */
async function sendOnce(
  send: PendingSenderOptions['send'],
  store: PendingSaveStore,
  save: PendingSave,
  now: Date,
): Promise<SendOutcome> {
  const stale = staleReason(save, now);
  // The server would only refuse it again.
  if (stale) return keepRefused(store, save, stale);
  try {
    const answer = await send(save);
    await store.remove(save.runId).catch(() => {
      // Left behind, it is sent again later and the server replays the same answer.
    });
    return {
      kind: 'sent',
      save,
      standing: answer.standing,
      personalBest: answer.personalBest === true,
      userName: answer.result?.user?.userName ?? null,
      splits: answer.splits ?? [],
      onBoard: answer.onBoard !== false,
    };
  } catch (error) {
    if (classifyFailure(error) === 'retry') return { kind: 'kept', save };
    const dateRefusal = refusedDate(error);
    if (dateRefusal) return keepRefused(store, save, dateRefusal);
    await store.remove(save.runId).catch(() => undefined);
    const message = error instanceof Error && error.message ? error.message : 'The time was refused.';
    return { kind: 'rejected', save, message };
  }
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
