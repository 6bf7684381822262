import { Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { formatDate } from '../../../../shared/format';
import { messages } from '../../../../shared/messages';
import { LoadingCard } from '../../../components/LoadingCard';
import { QueryState } from '../../../components/QueryState';
import { useMyTimesAt } from '../api/my-results';
import { chartPoints } from '../lib/results';
import { accountTexts } from '../lib/texts';

// recharts is large: it loads only when a chart is shown.
const ResultsChart = lazy(() => import('./ResultsChart'));

/** The member's times at the chosen location over time (POST /Leaderboard/ListUserResults). */
export function TimesChart({ location }: { location: { id: number; name: string } | null }) {
  const times = useMyTimesAt(location?.id ?? 0);
  const title = location ? accountTexts.chartTitle(location.name) : accountTexts.chartTitle('a location');
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="times-chart-title">
      <Stack gap="xs">
        <Title order={2} size="h3" id="times-chart-title">
          {location ? title : 'Your times over time'}
        </Title>
        {location === null ? (
          <Text c="dimmed">{accountTexts.chooseLocationForChart}</Text>
        ) : (
          <QueryState query={times} loading={accountTexts.loadingChart} empty={messages.noTimesRecorded}>
            {(rows) => (
              <Suspense fallback={<LoadingCard label={accountTexts.loadingChart} />}>
                <ResultsChart points={chartPoints(rows, formatDate)} title={title} />
              </Suspense>
            )}
          </QueryState>
        )}
      </Stack>
    </Paper>
  );
}
