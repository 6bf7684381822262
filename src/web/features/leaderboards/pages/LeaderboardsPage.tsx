import { Anchor, Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Leaderboard } from '../../../components/Leaderboard';
import { LeaderboardPeriodFilter, useBoardPeriod } from '../../../components/LeaderboardPeriodFilter';
import { QueryState } from '../../../components/QueryState';
import { paths } from '../../../lib/paths';
import { useLeaderboardOverview } from '../api/overview';

export default function LeaderboardsPage() {
  const [period] = useBoardPeriod();
  const overview = useLeaderboardOverview(period);

  return (
    <Stack gap="lg">
      <Title order={1}>Leaderboards</Title>
      <LeaderboardPeriodFilter />
      <QueryState query={overview} loading="Loading leaderboards…" empty="No locations are open yet.">
        {(locations) =>
          locations.map(({ location, casual, comp }) => (
            <Card
              key={location.id}
              withBorder
              radius="md"
              padding="md"
              component="section"
              aria-labelledby={`board-${location.id}`}
            >
              <Title order={2} size="h3" mb="sm" id={`board-${location.id}`}>
                <Anchor component={Link} to={paths.location(location.path, { period })} inherit>
                  {location.name}
                </Anchor>
              </Title>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <Leaderboard title="Social" rows={casual} recordTimeHref={paths.stopwatch(location.id)} />
                <Leaderboard title="Comp" rows={comp} official />
              </SimpleGrid>
            </Card>
          ))
        }
      </QueryState>
    </Stack>
  );
}
