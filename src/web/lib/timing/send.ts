import type { AddToLeaderboardResponse } from '../../../shared/schemas/leaderboard';
import { apiPost } from '../api-client';
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

/**
 * Sends one kept save to its endpoint. The run id is the Idempotency-Key, so a save sent again (after
 * a timeout whose request still landed, or from the offline queue) stores one row; the body is the
 * one kept, unchanged, because the server binds the key to the body.
 */
export function sendPendingSave(
  save: PendingSave,
  timeoutMs = SAVE_TIMEOUT_MS,
): Promise<AddToLeaderboardResponse> {
  const request = apiPost<AddToLeaderboardResponse>(saveEndpointPaths[save.endpoint], save.body, {
    headers: { 'Idempotency-Key': save.runId },
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SaveTimeoutError()), timeoutMs);
  });
  return Promise.race([request, timeout]).finally(() => clearTimeout(timer));
}
