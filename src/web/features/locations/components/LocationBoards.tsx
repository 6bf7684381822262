import { SimpleGrid, Stack } from '@mantine/core';
import type { Period } from '../../../../shared/limits';
import { useListResults } from '../../../api/leaderboard';
import { useLiveBoard } from '../../../api/live';
import { Leaderboard } from '../../../components/Leaderboard';
import { LeaderboardPeriodFilter, useBoardPeriod } from '../../../components/LeaderboardPeriodFilter';
import { QueryState } from '../../../components/QueryState';

/**
 * The location's casual and Comp boards under one period filter (in the address: `?period=`), kept
 * current by the location's stream.
 */
export function LocationBoards({ locationId }: { locationId: number }) {
  const [period] = useBoardPeriod();
  useLiveBoard({ locationId });
  return (
    <Stack gap="md">
      <LeaderboardPeriodFilter />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Board locationId={locationId} period={period} official={false} />
        <Board locationId={locationId} period={period} official />
      </SimpleGrid>
    </Stack>
  );
}

function Board({ locationId, period, official }: { locationId: number; period: Period; official: boolean }) {
  const results = useListResults({ locationId, period, official });
  return (
    <QueryState query={results} loading="Loading times…">
      {(rows) => <Leaderboard title={official ? 'Comp' : 'Social'} rows={rows} official={official} />}
    </QueryState>
  );
}
