import { SimpleGrid, Stack } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { listResultsQueryOptions } from '../../../../api/leaderboard';
import { useLiveBoard } from '../../../../api/live';
import { Leaderboard } from '../../../../components/Leaderboard';
import { LeaderboardPeriodFilter, useBoardPeriod } from '../../../../components/LeaderboardPeriodFilter';
import { QueryState } from '../../../../components/QueryState';
import { paths } from '../../../../lib/paths';

const boards = [
  { official: false, title: 'Social' },
  { official: true, title: 'Comp' },
] as const;

/**
 * A location's two boards as its public page shows them (the shared Leaderboard and board queries),
 * under the period filter in the address, live while shown. The empty casual board's invitation goes
 * to the course's stopwatch (the relative ./RecordTime only works below the public location page).
 */
export function LocationBoardsPanel({ locationId, path }: { locationId: number; path: string }) {
  const [period] = useBoardPeriod();
  useLiveBoard({ locationId });
  const queries = useQueries({
    queries: boards.map(({ official }) => listResultsQueryOptions({ locationId, period, official })),
  });
  return (
    <Stack gap="md">
      <LeaderboardPeriodFilter />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {boards.map(({ official, title }, index) => (
          <QueryState key={title} query={queries[index]} loading={`Loading the ${title} board…`}>
            {(rows) => (
              <Leaderboard
                title={title}
                rows={rows}
                official={official}
                recordTimeHref={paths.recordTime(path)}
                headingOrder={3}
              />
            )}
          </QueryState>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
