import type { AddToLeaderboardResponse } from '../../../shared/schemas/leaderboard';
import { ApiError, apiPost } from '../api-client';
import type { PendingSave, SaveEndpoint } from './pending-save';

/** On a weak signal a request can hang for minutes; past this the save is kept and retried. */
export const SAVE_TIMEOUT_MS = 15_000;

export class SaveTimeoutError extends Error {
  constructor() {
    super('The server did not answer in time.');
    this.name = 'SaveTimeoutError';
  }
}

/** The API path of each kind of kept save. */
export const saveEndpointPaths: Record<SaveEndpoint, string> = {
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
 * The server refused only the splits (the course's obstacles changed while the run was timed): a
 * refusal stores nothing, so the time goes again without them under the same key, and is not lost.
 */
function refusedSplits(error: unknown, body: PendingSave['body']): boolean {
  return (
    body.splits !== undefined &&
    error instanceof ApiError &&
    error.status === 400 &&
    error.fields?.splits !== undefined
  );
}

/**
 * Sends one kept save to its endpoint. The run id is the Idempotency-Key, so a save sent again (after
 * a timeout whose request still landed, or from the offline queue) stores one row; the body is the
 * one kept, unchanged, because the server binds the key to the body (only a refusal of its splits
 * sends it again without them).
 */
export async function sendPendingSave(
  save: PendingSave,
  timeoutMs = SAVE_TIMEOUT_MS,
): Promise<AddToLeaderboardResponse> {
  try {
    return await postOnce(save, save.body, timeoutMs);
  } catch (error) {
    if (!refusedSplits(error, save.body)) throw error;
    const { splits: _refused, ...withoutSplits } = save.body;
    return postOnce(save, withoutSplits, timeoutMs);
  }
}
