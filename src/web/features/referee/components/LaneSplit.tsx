import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { SplitControls } from '../../../lib/timing/hooks/use-splits';
import { timingTexts, undoSplitOf } from '../../../lib/timing/texts';

/**
 * A lane's SPLIT, in the row of RESET so a running lane grows no taller (two lanes keep their STOP on
 * the first screen): SPLIT with the obstacle it closes, then the last obstacle's name once STOP is
 * its split, and Undo beside it for the few seconds a split may be taken back. Undo's place is kept
 * while hidden, so nothing under the referee's thumb moves.
 */
export function LaneSplit({ splits }: { splits: SplitControls }) {
  const { current, available, undoable } = splits;
  if (!current) return null;
  return (
    <Group gap={4} wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
      {available ? (
        <Button
          h={48}
          px="xs"
          color="indigo.9"
          data-testid="lane-split"
          style={{ flex: 1, minWidth: 0, touchAction: 'manipulation', userSelect: 'none' }}
          {...splits.press}
        >
          <Stack gap={0} align="center" style={{ minWidth: 0 }}>
            <Text span fw={800} lh={1.1}>
              {timingTexts.split}
            </Text>
            <Text span fz="xs" fw={600} lh={1.2} lineClamp={1}>
              {current.obstacle.name}
            </Text>
          </Stack>
        </Button>
      ) : (
        <Text
          size="sm"
          fw={600}
          lineClamp={2}
          style={{ flex: 1, minWidth: 0 }}
          data-testid="lane-last-obstacle"
        >
          {`${timingTexts.lastObstacle}: ${current.obstacle.name}`}
        </Text>
      )}
      <ActionIcon
        size={48}
        variant="default"
        aria-label={undoSplitOf(undoable?.name ?? '')}
        onClick={splits.undo}
        data-testid="lane-split-undo"
        style={{ visibility: undoable ? 'visible' : 'hidden', flex: '0 0 auto' }}
      >
        <IconArrowBackUp size={20} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
