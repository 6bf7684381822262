import { Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { formatDate } from '../../../../shared/format';
import type { MySplits } from '../../../../shared/schemas/leaderboard';
import { useCourseObstacles } from '../../../api/locations';
import { useMySplits } from '../../../api/splits';
import { GateMark } from '../../../components/GateMark';
import { LoadingCard } from '../../../components/LoadingCard';
import { QueryState } from '../../../components/QueryState';
import { useMySplitRuns } from '../api/split-runs';
import { courseSplitFigures, segmentChart } from '../lib/course-splits';
import { splitsTexts } from '../lib/splits-texts';
import { hundredthsText, SplitsTable } from './SplitsTable';

// recharts is large: it loads only when the chart is shown.
const SegmentsChart = lazy(() => import('./SegmentsChart'));

/**
 * My Results at one course, for runs timed with SPLIT: the personal best's splits beside the best
 * time on each obstacle and what it could still save, the sum of best, and each obstacle's time
 * over the runs. Loaded on demand (MyResultsPage), once a location is chosen.
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
          isEmpty={(data) => data.bestSegments.length === 0}
        >
          {(data) => <Splits mine={data} location={location} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}

function Splits({ mine, location }: { mine: MySplits; location: { id: number; name: string } }) {
  const names = useCourseObstacles(location.id).map((obstacle) => obstacle.name);
  const figures = courseSplitFigures(mine, names);
  const pb = mine.personalBest;
  return (
    <Stack gap="sm">
      {!figures.compared && figures.personalBest !== null && (
        <Text data-testid="splits-not-compared">
          {splitsTexts.noPersonalBestSplits(hundredthsText(figures.personalBest))}
        </Text>
      )}
      <Stack gap="xs" component="dl" m={0} data-testid="splits-summary">
        <Figure
          term={splitsTexts.personalBest}
          caption={splitsTexts.personalBestCaption}
          value={figures.personalBest}
          testId="splits-personal-best"
          mark={pb && <GateMark timingMethod={pb.timingMethod} witnessed={pb.witnessed} />}
        />
        <Figure
          term={splitsTexts.sumOfBest}
          caption={splitsTexts.sumOfBestCaption}
          value={figures.sumOfBest}
          testId="splits-sum-of-best"
        />
        {figures.compared && (
          <Figure
            term={splitsTexts.possibleSave}
            caption={splitsTexts.possibleSaveCaption}
            value={figures.possibleSave}
            testId="splits-possible-save"
          />
        )}
      </Stack>
      <SplitsTable figures={figures} />
      <SegmentsOverTime location={location} names={names} />
    </Stack>
  );
}

/** One figure: its term and value on a line, and what the term means beneath. */
function Figure({
  term,
  caption,
  value,
  testId,
  mark,
}: {
  term: string;
  caption: string;
  value: number | null;
  testId: string;
  mark?: ReactNode;
}) {
  // A grid, not nested groups: a dl's dt and dd must sit directly in it or in one div of it.
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 8, alignItems: 'baseline' }}>
      <Text component="dt" fw={600}>
        {term}
      </Text>
      <Text component="dd" m={0} fw={700} ff="monospace" size="lg" data-testid={testId}>
        {value === null ? '–' : hundredthsText(value)} {mark}
      </Text>
      <Text component="dd" m={0} size="sm" c="gray.7" style={{ gridColumn: '1 / -1' }}>
        {caption}
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
