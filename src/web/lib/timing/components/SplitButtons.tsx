import { Button, Stack, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { SplitControls } from '../hooks/use-splits';
import { SPLIT_GUARD_MS } from '../run-splits';
import { timingTexts, undoSplitOf } from '../texts';
import { HoldBar } from './HoldBar';

/**
 * SPLIT above the member stopwatch's big button (which stays where it was, at the foot of the
 * screen), with the obstacle it closes under its label, and Undo split above it for the few seconds a
 * mistaken tap may be taken back: the bar grows upwards, so SPLIT does not move under the thumb, and
 * Undo ignores taps just after a split (useSplits). After each split SPLIT holds for a second, shown
 * by a bar running out along its foot, even after the last obstacle's split, so a second tap lands on
 * it and is ignored. A referee's lane has its own, flatter LaneSplit.
 */
export function SplitButtons({
  splits,
  height = 72,
  testId = 'split-button',
}: {
  splits: SplitControls;
  height?: number;
  testId?: string;
}) {
  const { available, holding, current, undoable } = splits;
  const shown = available || holding;
  if (!shown && !undoable) return null;
  const undo = undoable && (
    <Button
      variant="default"
      h={48}
      leftSection={<IconArrowBackUp size={18} aria-hidden="true" />}
      onClick={splits.undo}
      data-testid={`${testId}-undo`}
    >
      {undoSplitOf(undoable.name)}
    </Button>
  );
  return (
    <Stack gap="xs">
      {undo}
      {shown && current && (
        <Button
          fullWidth
          h={height}
          color="indigo.9"
          data-testid={testId}
          data-holding={holding}
          aria-disabled={holding || undefined}
          style={{
            touchAction: 'manipulation',
            userSelect: 'none',
            WebkitUserSelect: 'none',
          }}
          {...splits.press}
        >
          {holding && <HoldBar key={splits.taken.length} ms={SPLIT_GUARD_MS} />}
          <Stack gap={0} align="center">
            <Text
              span
              fw={800}
              fz={height >= 72 ? '1.5rem' : '1.1rem'}
              lh={1.1}
              style={{ letterSpacing: '0.04em' }}
            >
              {timingTexts.split}
            </Text>
            <Text span fz="sm" fw={600} lh={1.2} lineClamp={1}>
              {current.obstacle.name}
            </Text>
          </Stack>
        </Button>
      )}
    </Stack>
  );
}
