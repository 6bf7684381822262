import type { QueryClient } from '@tanstack/react-query';
import { leaderboardKeys } from '../../../api/leaderboard';

/**
 * What a saved time changes: every board (the course's, the overview). The save goes through the
 * on-phone queue (src/web/lib/timing) rather than a useMutation (it may be sent long after the page
 * that made it), so the queue's 'sent' outcome calls this.
 */
export function invalidateAfterSave(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: leaderboardKeys.all });
}
