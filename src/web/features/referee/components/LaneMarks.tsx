import { ActionIcon, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import type { LaneMarks } from '../hooks/use-lane-marks';
import { markTexts } from '../lib/texts';

/** CLEARED and FAILED: tall enough for a gloved thumb, two lanes of them still on a phone's screen. */
const MARK_BUTTON_HEIGHT = 56;

const pressable: CSSProperties = { flex: 1, minWidth: 0, touchAction: 'manipulation', userSelect: 'none' };

/**
 * The line above CLEARED and FAILED, in the row of RESET (so a marking lane grows by the buttons'
 * row alone): the next obstacle's place and name ('3 of 6 · Cargo Net'), or that all are marked,
 * with Undo beside it for the few seconds the last mark may be taken back. Undo's place is kept while
 * hidden, so nothing under the referee's thumb moves. A screen reader hears each mark.
 */
export function MarkLine({ marks, running }: { marks: LaneMarks; running: boolean }) {
  const { next, last, of } = marks;
  const heard = last
    ? markTexts.marked(last.obstacle?.name ?? '', last.cleared, next?.obstacle.name ?? null)
    : '';
  return (
    <Group gap={4} wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
      <Text
        fw={700}
        size="sm"
        lineClamp={2}
        style={{ flex: 1, minWidth: 0 }}
        data-testid="lane-next-obstacle"
      >
        {running && next && (
          <>
            <Text span fw={800} inherit>
              {markTexts.numberOf(next.number, next.of)}
            </Text>
            {` · ${next.obstacle.name}`}
          </>
        )}
        {running && !next && of > 0 && markTexts.allMarked(of)}
      </Text>
      <ActionIcon
        size={48}
        variant="default"
        aria-label={markTexts.undo(last?.obstacle?.name ?? '')}
        onClick={marks.undo}
        data-testid="lane-mark-undo"
        style={{ visibility: marks.undoable ? 'visible' : 'hidden', flex: '0 0 auto' }}
      >
        <IconArrowBackUp size={20} aria-hidden="true" />
      </ActionIcon>
      <VisuallyHidden aria-live="polite">{heard}</VisuallyHidden>
    </Group>
  );
}

/**
 * The row of CLEARED and FAILED while an obstacle is left to mark; otherwise the same room holds what
 * the marks come to so far ('+20 s (2 of 6 failed)'), why the run's marks cannot be saved, or that
 * the obstacles are loading, so the lanes below never move while a lane is marked, stopped or saved.
 */
export function MarkButtons({
  marks,
  summary,
  problem,
  obstaclesKnown,
}: {
  marks: LaneMarks;
  /** What the marks come to, in words. */
  summary: string | null;
  /** Why the stopped run's marks cannot be saved. */
  problem: string | null;
  /** False while the course's obstacles load. */
  obstaclesKnown: boolean;
}) {
  const { next } = marks;
  if (next)
    return (
      <Group gap="xs" wrap="nowrap" mih={MARK_BUTTON_HEIGHT}>
        <Button
          h={MARK_BUTTON_HEIGHT}
          size="lg"
          px="xs"
          color="green.9"
          data-testid="lane-cleared"
          style={pressable}
          {...marks.cleared}
        >
          {markTexts.cleared}
        </Button>
        <Button
          h={MARK_BUTTON_HEIGHT}
          size="lg"
          px="xs"
          color="orange.9"
          data-testid="lane-failed"
          style={pressable}
          {...marks.failed}
        >
          {markTexts.failed}
        </Button>
      </Group>
    );
  return (
    <Group mih={MARK_BUTTON_HEIGHT} wrap="nowrap" align="center">
      {problem ? (
        <Text size="sm" fw={600} c="red.8" role="alert" data-testid="lane-marks-problem">
          {problem}
        </Text>
      ) : (
        <Text size="sm" fw={700} data-testid="lane-marks-summary" style={{ overflowWrap: 'anywhere' }}>
          {marks.of === 0 ? (obstaclesKnown ? markTexts.noObstacles : markTexts.loading) : summary}
        </Text>
      )}
    </Group>
  );
}
