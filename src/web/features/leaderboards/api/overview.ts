import { useQuery } from '@tanstack/react-query';
import type { Period } from '../../../../shared/limits';
import type { Overview } from '../../../../shared/schemas/leaderboard';
import { leaderboardKey } from '../../../api/leaderboard';
import { apiGet } from '../../../lib/api-client';

/** Every active location with the top of its casual and Comp boards. */
export function useLeaderboardOverview(period: Period) {
  return useQuery({
    queryKey: [...leaderboardKey, 'overview', { period }],
    queryFn: () => apiGet<Overview>(`/Leaderboard/GetOverview?period=${period}`),
  });
}
