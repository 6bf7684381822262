import type { QueryClient } from '@tanstack/react-query';
import type { AddToLeaderboardResponse } from '../../../../shared/schemas/leaderboard';
import { leaderboardKeys } from '../../../api/leaderboard';
import { apiPost } from '../../../lib/api-client';
import type { PendingSave } from '../lib/pending-saves';

/** On a weak signal a request can hang for minutes; past this the save is kept and retried. */
export const SAVE_TIMEOUT_MS = 15_000;

export class SaveTimeoutError extends Error {
  constructor() {
    super('The server did not answer in time.');
    this.name = 'SaveTimeoutError';
  }
}

/**
 * Sends a member's casual time. The run id is the Idempotency-Key, so a save sent again (after a
 * timeout whose request still landed, or from the offline queue) stores one row.
 */
export function sendTime(save: PendingSave, timeoutMs = SAVE_TIMEOUT_MS): Promise<AddToLeaderboardResponse> {
  const { locationId, timeStarted, timeCompleted, duration, runId } = save;
  const request = apiPost<AddToLeaderboardResponse>(
    '/Leaderboard/AddToLeaderboard',
    { locationId, timeStarted, timeCompleted, duration },
    { headers: { 'Idempotency-Key': runId } },
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SaveTimeoutError()), timeoutMs);
  });
  return Promise.race([request, timeout]).finally(() => clearTimeout(timer));
}

/**
 * What a saved time changes: every board (the course's, the overview). The save goes through the
 * on-phone queue rather than a useMutation (it may be sent long after the page that made it), so the
 * queue's 'sent' outcome calls this.
 */
export function invalidateAfterSave(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: leaderboardKeys.all });
}
