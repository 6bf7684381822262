import { Anchor, Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Period } from '../../../../shared/limits';
import type { Overview } from '../../../../shared/schemas/leaderboard';
import { Leaderboard } from '../../../components/Leaderboard';
import { LeaderboardPeriodFilter, useBoardPeriod } from '../../../components/LeaderboardPeriodFilter';
import { QueryState } from '../../../components/QueryState';
import { useFirstScreenCount } from '../../../lib/first-screen';
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
        {(locations) => <LocationBoards locations={locations} period={period} />}
      </QueryState>
    </Stack>
  );
}

/**
 * A card per location, its Social and Comp boards side by side. The first card fills a phone's first
 * screen; the rest follow it in a transition (useFirstScreenCount).
 */
function LocationBoards({ locations, period }: { locations: Overview; period: Period }) {
  const shown = useFirstScreenCount(locations.length, 1);
  return locations.slice(0, shown).map(({ location, casual, comp }) => (
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
  ));
}
