import type { AddToLeaderboardResponse } from '../../../shared/schemas/leaderboard';
import { ApiError, apiPost } from '../api-client';
import type { PendingSave, SaveEndpoint } from './pending-save';

/** On a weak signal a request can hang for minutes; past this the save is kept and retried. */
const SAVE_TIMEOUT_MS = 15_000;

export class SaveTimeoutError extends Error {
  constructor() {
    super('The server did not answer in time.');
    this.name = 'SaveTimeoutError';
  }
}

/** The API path of each kind of kept save. */
const saveEndpointPaths: Record<SaveEndpoint, string> = {
  member: '/Leaderboard/AddToLeaderboard',
  referee: '/Referee/AddToLeaderboard',
};

function postOnce(
  save: PendingSave,
  body: PendingSave['body'],
  timeoutMs: number,
): Promise<AddToLeaderboardResponse> {
  const request = apiPost<AddToLeaderboardResponse>(saveEndpointPaths[save.endpoint], body, {
    headers: { 'Idempotency-Key': save.runId },
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SaveTimeoutError()), timeoutMs);
  });
  return Promise.race([request, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Parts of a run the server may refuse while the time itself stands: its splits (the course's
 * obstacles changed while the run was timed) and its gate pairing (pruned while the save waited
 * offline for days). A refusal stores nothing, so the time goes again without them under the same
 * key, and is not lost; without its pairing a gate run saves unwitnessed.
 */
const DROPPABLE = ['splits', 'gatePairingId'] as const;

function refusedParts(error: unknown, body: PendingSave['body']): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return DROPPABLE.filter((field) => field in body && error.fields?.[field] !== undefined);
}

/**
 * Sends one kept save to its endpoint. The run id is the Idempotency-Key, so a save sent again (after
 * a timeout whose request still landed, or from the offline queue) stores one row; the body is the
 * one kept, unchanged, because the server binds the key to the body (only a refusal of its splits or
 * its gate pairing sends it again without them).
 */
export async function sendPendingSave(
  save: PendingSave,
  timeoutMs = SAVE_TIMEOUT_MS,
): Promise<AddToLeaderboardResponse> {
  let body = save.body;
  // Each pass drops at least one part the body still has, so this ends.
  for (;;) {
    try {
      return await postOnce(save, body, timeoutMs);
    } catch (error) {
      const refused = refusedParts(error, body);
      if (refused.length === 0) throw error;
      body = Object.fromEntries(
        Object.entries(body).filter(([field]) => !refused.includes(field)),
      ) as PendingSave['body'];
    }
  }
}
