import { Text } from '@mantine/core';
import { formatDuration } from '../../../../shared/format';
import { useFrameClock } from '../../../lib/timing/hooks/useFrameClock';
import { elapsedMs, type StopwatchState, statusOf } from '../../../lib/timing/stopwatch';

/** A lane's m:ss.hh read-out, derived from the stored start time (so it survives a reload). */
export function LaneClock({ state, label }: { state: StopwatchState; label: string }) {
  const running = statusOf(state) === 'running';
  const now = useFrameClock(running);
  return (
    <Text
      role="timer"
      aria-label={label}
      data-testid="lane-display"
      data-status={statusOf(state)}
      ff="monospace"
      fw={700}
      ta="center"
      lh={1.1}
      style={{ fontSize: 'clamp(2.5rem, 14vw, 5rem)', fontVariantNumeric: 'tabular-nums' }}
    >
      {formatDuration(elapsedMs(state, now))}
    </Text>
  );
}
