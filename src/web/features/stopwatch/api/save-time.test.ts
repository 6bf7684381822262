import { describe, expect, it } from 'vitest';
import { leaderboardKeys } from '../../../api/leaderboard';
import { locationKeys } from '../../../api/locations';
import { createQueryClient } from '../../../lib/query-client';
import { invalidateAfterSave } from './save-time';

describe('invalidateAfterSave', () => {
  it("marks every board stale (the course's, an event's, the overview) and nothing else", async () => {
    const queryClient = createQueryClient();
    const boards = [
      leaderboardKeys.location({ locationId: 3, period: 'all', official: false }),
      leaderboardKeys.event(9, 'week'),
      leaderboardKeys.overview('all'),
    ];
    for (const key of [...boards, locationKeys.list()]) queryClient.setQueryData(key, []);
    await invalidateAfterSave(queryClient);
    expect(boards.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true, true]);
    expect(queryClient.getQueryState(locationKeys.list())?.isInvalidated).toBe(false);
  });
});
