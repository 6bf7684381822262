import { Text } from '@mantine/core';
import { formatDuration } from '../../../../shared/format';
import type { SplitControls } from '../../../lib/timing/hooks/useSplits';
import { obstacleOf, timingTexts } from '../../../lib/timing/texts';

/**
 * A lane's splits, compact: the obstacle its competitor is on and the segments closed so far. A
 * referee times others, so there is no personal best to compare with here.
 */
export function LaneSplits({ number, splits }: { number: number; splits: SplitControls }) {
  const { current, taken } = splits;
  if (!current && taken.length === 0) return null;
  return (
    <div data-testid="lane-splits">
      {current && (
        <Text size="sm" fw={600}>
          {`${obstacleOf(current.number, current.of)}: ${current.obstacle.name}`}
        </Text>
      )}
      {taken.length > 0 && (
        <ol aria-label={`Lane ${number} splits`} style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {taken.map((split) => (
            <li key={split.ms}>
              <Text span size="sm">
                {split.obstacle.name}{' '}
                <Text span ff="monospace" size="sm">
                  {formatDuration(split.segmentMs)}
                </Text>
              </Text>
            </li>
          ))}
        </ol>
      )}
      {splits.leftOff && (
        <Text size="sm" c="dimmed">
          {timingTexts.splitsLeftOff}
        </Text>
      )}
    </div>
  );
}
