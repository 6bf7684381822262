import { Text } from '@mantine/core';
import { formatDuration } from '../../../../shared/format';
import { stopwatchTexts } from '../texts';

/**
 * The run just saved, as big as the read-out it replaces until the next START (the watch itself has
 * reset: docs/spec.md §4's time-saved signal), so the member sees the time they saved, not 0:00.00.
 * Same test id as the read-out; `data-status` says the watch is idle.
 */
export function SavedReadout({ durationMs }: { durationMs: number }) {
  return (
    <Text
      role="timer"
      aria-label={stopwatchTexts.savedTime}
      data-testid="stopwatch-display"
      data-status="idle"
      data-saved="true"
      ff="monospace"
      fw={700}
      ta="center"
      lh={1.1}
      c="course.8"
      style={{ fontSize: 'clamp(3rem, 18vw, 7rem)', fontVariantNumeric: 'tabular-nums' }}
    >
      {formatDuration(durationMs)}
    </Text>
  );
}
