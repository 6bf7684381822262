import { Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { formatDuration } from '../../../../shared/format';
import type { SavedSplit } from '../../../../shared/schemas/leaderboard';
import { useMySplits } from '../../../api/splits';
import { ObstacleTable } from '../../../components/ObstacleTable';
import { SplitDelta } from '../../../components/SplitDelta';
import { SPLIT_TONE_COLORS } from '../../../lib/timing/split-tones';
import type { RunObstacle } from '../../../lib/timing/stopwatch';
import { splitTexts } from '../texts';

/**
 * After a run saved with splits: per obstacle its segment, the run's difference to the personal best
 * before it at that split, and gold where the segment beat every earlier one; then the sum of best
 * (the member's splits, refetched once the save is in). Loaded on demand (SaveStatus).
 */
export default function RunSplitsTable({
  splits,
  obstacles,
  locationId,
}: {
  splits: SavedSplit[];
  obstacles: RunObstacle[];
  locationId: number;
}) {
  const mine = useMySplits(locationId);
  const sumOfBest = mine.data?.sumOfBest ?? null;
  return (
    <Paper w="100%" component="section" aria-labelledby="run-splits-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="run-splits-title">
          {splitTexts.runSplitsTitle}
        </Title>
        <ObstacleTable
          testId="run-splits"
          rows={splits}
          rowKey={(split) => split.ms}
          nameHeader={splitTexts.obstacle}
          name={(_split, position) => (
            // Whole words wrap onto more lines; only a word wider than the column itself is broken.
            <span style={{ overflowWrap: 'break-word' }}>
              {obstacles[position]?.name ?? splitTexts.obstacleNumber(position + 1)}
            </span>
          )}
          columns={[
            {
              header: splitTexts.segment,
              align: 'right',
              monospace: true,
              cell: (split) => formatDuration(split.segmentMs),
            },
            {
              header: splitTexts.toPersonalBest,
              align: 'right',
              cell: (split) =>
                split.deltaMs === null ? '–' : <SplitDelta comparison={{ ...split, gold: false }} />,
            },
            { header: splitTexts.gold, align: 'center', cell: (split) => <GoldMark gold={split.gold} /> },
          ]}
        />
        <Text fw={600} data-testid="sum-of-best">
          {sumOfBest === null
            ? mine.isPending
              ? splitTexts.loadingSumOfBest
              : ''
            : splitTexts.sumOfBest(formatDuration(sumOfBest))}
        </Text>
      </Stack>
    </Paper>
  );
}

function GoldMark({ gold }: { gold: boolean }) {
  return gold ? (
    <span
      style={{
        ...SPLIT_TONE_COLORS.gold,
        borderRadius: 6,
        padding: '2px 6px',
        fontWeight: 700,
        whiteSpace: 'nowrap',
      }}
    >
      <IconStarFilled size={12} aria-hidden="true" />
      <VisuallyHidden component="span">{splitTexts.gold}</VisuallyHidden>
    </span>
  ) : (
    <>
      <span aria-hidden="true">–</span>
      <VisuallyHidden component="span">{splitTexts.notGold}</VisuallyHidden>
    </>
  );
}
