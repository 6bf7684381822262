import { Button, Stack, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { SplitControls } from '../hooks/useSplits';
import { timingTexts, undoSplitOf } from '../texts';

/**
 * SPLIT beside a stopwatch's big button (which stays where it was), with the obstacle it closes under
 * its label, and Undo split for the few seconds a mistaken tap may be taken back. Undo goes on the
 * side that does not move SPLIT: above it where the buttons rest on the foot of the screen (the
 * member's bar), below it in a lane; it ignores taps just after a split (useSplits).
 */
export function SplitButtons({
  splits,
  height = 72,
  testId = 'split-button',
  undoBelow = false,
}: {
  splits: SplitControls;
  height?: number;
  testId?: string;
  undoBelow?: boolean;
}) {
  const { available, current, undoable } = splits;
  if (!available && !undoable) return null;
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
      {!undoBelow && undo}
      {available && current && (
        <Button
          fullWidth
          h={height}
          color="indigo.9"
          data-testid={testId}
          style={{ touchAction: 'manipulation', userSelect: 'none', WebkitUserSelect: 'none' }}
          {...splits.press}
        >
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
      {undoBelow && undo}
    </Stack>
  );
}
