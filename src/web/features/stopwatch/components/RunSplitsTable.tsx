import { Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { formatDuration } from '../../../../shared/format';
import type { SavedSplit } from '../../../../shared/schemas/leaderboard';
import { useMySplits } from '../../../api/splits';
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
  const gold = SPLIT_TONE_COLORS.gold;
  return (
    <Paper w="100%" component="section" aria-labelledby="run-splits-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="run-splits-title">
          {splitTexts.runSplitsTitle}
        </Title>
        <Table verticalSpacing={4} horizontalSpacing={4} fz="sm" data-testid="run-splits">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{splitTexts.obstacle}</Table.Th>
              <Table.Th ta="right">{splitTexts.segment}</Table.Th>
              <Table.Th ta="right">{splitTexts.toPersonalBest}</Table.Th>
              <Table.Th ta="center">{splitTexts.gold}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {splits.map((split, position) => (
              <Table.Tr key={split.ms}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {obstacles[position]?.name ?? splitTexts.obstacleNumber(position + 1)}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {formatDuration(split.segmentMs)}
                </Table.Td>
                <Table.Td ta="right">
                  {split.deltaMs === null ? '–' : <SplitDelta comparison={{ ...split, gold: false }} />}
                </Table.Td>
                <Table.Td ta="center">
                  {split.gold ? (
                    <span
                      style={{
                        ...gold,
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
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
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
