import { Text } from '@mantine/core';
import { formatDuration } from '../../../../shared/format';
import { useFrameClock } from '../../../lib/timing/hooks/useFrameClock';
import { elapsedMs, type StopwatchState, statusOf } from '../../../lib/timing/stopwatch';

/** The m:ss.hh read-out; repaints every frame while running, computed from the stored start time. */
export function StopwatchDisplay({ state }: { state: StopwatchState }) {
  const running = statusOf(state) === 'running';
  const now = useFrameClock(running);
  return (
    <Text
      role="timer"
      aria-label="Elapsed time"
      data-testid="stopwatch-display"
      data-status={statusOf(state)}
      ff="monospace"
      fw={700}
      ta="center"
      lh={1.1}
      style={{ fontSize: 'clamp(3rem, 18vw, 7rem)', fontVariantNumeric: 'tabular-nums' }}
    >
      {formatDuration(elapsedMs(state, now))}
    </Text>
  );
}
