import type { SavedSplit } from '../../../shared/schemas/leaderboard';
import { ApiError } from '../api-client';
import { type PendingSave, staleReason } from './pending-save';
import type { PendingSaveStore } from './pending-saves';

/**
 * What a send gets back: the standing from either endpoint; a member's save also says whether it is a
 * personal best and whose row it is (the referee endpoint says neither).
 */
export type SentAnswer = {
  standing: number;
  personalBest?: boolean;
  result?: { user?: { userName?: string }; obstaclesCleared?: number | null; penaltyMs?: number };
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
      /** What the board counts of the run's marks, when the answer says (an obstacles or penalty event). */
      scored: { obstaclesCleared: number | null; penaltyMs: number } | null;
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

function scoredOf({ result }: SentAnswer): { obstaclesCleared: number | null; penaltyMs: number } | null {
  if (!result || typeof result.penaltyMs !== 'number') return null;
  const cleared = result.obstaclesCleared;
  return { obstaclesCleared: typeof cleared === 'number' ? cleared : null, penaltyMs: result.penaltyMs };
}

/**
 * One send of a kept save, and what became of it: sent (and off the phone), kept for a retry, or
 * refused (kept and marked when only its date was refused, so the member sees it; else removed).
 */
export async function sendOnce(
  send: (save: PendingSave) => Promise<SentAnswer>,
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
      scored: scoredOf(answer),
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
