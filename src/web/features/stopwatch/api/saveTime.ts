import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToLeaderboardResponse } from '../../../../shared/schemas/leaderboard';
import { leaderboardKey } from '../../../api/leaderboard';
import { apiPost } from '../../../lib/api-client';
import type { TimeSubmission } from '../lib/stopwatch';

export type SaveTimeInput = { locationId: number; runId: string; time: TimeSubmission };

/** Saves a member's casual time; the run id is the Idempotency-Key, so a retried save stores one row. */
export function useSaveTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ locationId, runId, time }: SaveTimeInput) =>
      apiPost<AddToLeaderboardResponse>(
        '/Leaderboard/AddToLeaderboard',
        { locationId, ...time },
        { headers: { 'Idempotency-Key': runId } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaderboardKey }),
  });
}
