import { Stack, Title } from '@mantine/core';
import { LeaderboardPeriodFilter, useBoardPeriod } from '../../../components/LeaderboardPeriodFilter';
import { QueryState } from '../../../components/QueryState';
import { useLeaderboardOverview } from '../api/overview';
import { CourseBoards } from '../components/CourseBoards';
import { leaderboardsTexts } from '../texts';

export default function LeaderboardsPage() {
  const [period] = useBoardPeriod();
  const overview = useLeaderboardOverview(period);

  return (
    <Stack gap="lg">
      <Title order={1}>Leaderboards</Title>
      <LeaderboardPeriodFilter />
      <QueryState query={overview} loading={leaderboardsTexts.loading} empty={leaderboardsTexts.empty}>
        {(locations) =>
          locations.map((entry) => <CourseBoards key={entry.location.id} entry={entry} period={period} />)
        }
      </QueryState>
    </Stack>
  );
}
