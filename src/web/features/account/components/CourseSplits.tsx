import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { formatDate, formatDuration } from '../../../../shared/format';
import type { MySplits } from '../../../../shared/schemas/leaderboard';
import { useCourseObstacles } from '../../../api/locations';
import { useMySplits } from '../../../api/splits';
import { GateMark } from '../../../components/GateMark';
import { LoadingCard } from '../../../components/LoadingCard';
import { ObstacleTable } from '../../../components/ObstacleTable';
import { QueryState } from '../../../components/QueryState';
import { useMySplitRuns } from '../api/split-runs';
import { obstacleSplits, segmentChart, totalTimeSave } from '../lib/course-splits';
import { splitsTexts } from '../lib/splits-texts';

// recharts is large: it loads only when the chart is shown.
const SegmentsChart = lazy(() => import('./SegmentsChart'));

/**
 * My Results at one course, for runs timed with SPLIT: the personal best's splits beside the best
 * segment of each obstacle and what it could still save, the sum of best, and each obstacle's segment
 * over time. Loaded on demand (MyResultsPage), once a location is chosen.
 */
export default function CourseSplits({ location }: { location: { id: number; name: string } }) {
  const mine = useMySplits(location.id);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="course-splits-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="course-splits-title">
          {splitsTexts.title(location.name)}
        </Title>
        <QueryState
          query={mine}
          loading={splitsTexts.loading}
          empty={splitsTexts.empty}
          isEmpty={(data) => data.personalBest === null}
        >
          {(data) => <Splits mine={data} location={location} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}

function Splits({ mine, location }: { mine: MySplits; location: { id: number; name: string } }) {
  const names = useCourseObstacles(location.id).map((obstacle) => obstacle.name);
  const rows = obstacleSplits(mine, names) ?? [];
  const save = totalTimeSave(mine);
  return (
    <Stack gap="sm">
      <Group gap="lg" data-testid="splits-summary">
        <Figure
          label={splitsTexts.personalBest}
          ms={mine.personalBest?.duration ?? null}
          mark={
            mine.personalBest && (
              <GateMark
                timingMethod={mine.personalBest.timingMethod}
                witnessed={mine.personalBest.witnessed}
              />
            )
          }
        />
        <Figure label={splitsTexts.sumOfBest} ms={mine.sumOfBest} />
        <Figure label={splitsTexts.possibleSave} ms={save} />
      </Group>
      <ObstacleTable
        testId="course-splits"
        rows={rows}
        rowKey={(row) => row.pbMs}
        nameHeader={splitsTexts.obstacle}
        name={(row) => row.name}
        columns={[
          {
            header: splitsTexts.pbSplit,
            align: 'right',
            monospace: true,
            cell: (row) => (
              <>
                {formatDuration(row.pbSegmentMs)}
                <Text span display="block" size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {splitsTexts.at(formatDuration(row.pbMs))}
                </Text>
              </>
            ),
          },
          {
            header: splitsTexts.bestSegment,
            align: 'right',
            monospace: true,
            cell: (row) => formatDuration(row.bestSegmentMs),
          },
          {
            header: splitsTexts.save,
            align: 'right',
            monospace: true,
            cell: (row) => (row.saveMs > 0 ? formatDuration(row.saveMs) : '–'),
          },
        ]}
      />
      <SegmentsOverTime location={location} names={names} />
    </Stack>
  );
}

function Figure({ label, ms, mark }: { label: string; ms: number | null; mark?: ReactNode }) {
  return (
    <div>
      <Text size="sm">{label}</Text>
      <Text fw={700} ff="monospace" size="lg">
        {ms === null ? '–' : formatDuration(ms)} {mark}
      </Text>
    </div>
  );
}

function SegmentsOverTime({ location, names }: { location: { id: number; name: string }; names: string[] }) {
  const runs = useMySplitRuns(location.id);
  const title = splitsTexts.chartTitle(location.name);
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      <QueryState query={runs} loading={splitsTexts.loadingChart} empty={splitsTexts.empty}>
        {(data) => {
          const chart = segmentChart(data, names, formatDate);
          return (
            <Suspense fallback={<LoadingCard label={splitsTexts.loadingChart} />}>
              <SegmentsChart points={chart.points} series={chart.series} title={title} />
            </Suspense>
          );
        }}
      </QueryState>
    </Stack>
  );
}
