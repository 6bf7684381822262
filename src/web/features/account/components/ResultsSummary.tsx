import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { formatDate } from '../../../../shared/format';
import type { MyResults } from '../../../../shared/schemas/leaderboard';
import { trendOf, trendText } from '../lib/results';
import { accountTexts } from '../lib/texts';

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** docs/spec.md §2 My results: count, totalOfficial, totalUnofficial, and the latest time with its trend. */
export function ResultsSummary({ results }: { results: MyResults }) {
  const latest = results.time;
  const trend = trendOf(results);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={3} spacing="sm">
        <Stat label={accountTexts.count} value={results.count} testId="results-count" />
        <Stat label={accountTexts.totalOfficial} value={results.totalOfficial} testId="results-official" />
        <Stat
          label={accountTexts.totalUnofficial}
          value={results.totalUnofficial}
          testId="results-unofficial"
        />
      </SimpleGrid>
      {latest && (
        <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="latest-time-title">
          <Text size="sm" c="dimmed" id="latest-time-title">
            {accountTexts.latestTime}
          </Text>
          <Group gap="sm" wrap="nowrap" align="center">
            {(trend.kind === 'faster' || trend.kind === 'slower') && (
              <ThemeIcon
                color={trend.kind === 'faster' ? 'course' : 'red.8'}
                variant="light"
                size="lg"
                aria-hidden
              >
                {trend.kind === 'faster' ? <IconTrendingDown size={20} /> : <IconTrendingUp size={20} />}
              </ThemeIcon>
            )}
            <div>
              <Text fz={24} fw={700} ff="monospace" data-testid="latest-time">
                {latest.tsDuration}
              </Text>
              <Text size="sm">{`${latest.location.name}, ${formatDate(latest.timeCompleted)}`}</Text>
            </div>
          </Group>
          <Text
            fw={500}
            c={trend.kind === 'faster' ? 'course.8' : trend.kind === 'slower' ? 'red.8' : undefined}
            data-testid="latest-trend"
          >
            {trendText(trend, latest.location.name)}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
