import { Text } from '@mantine/core';
import { formatDuration } from '../../shared/format';
import { useFrameClock } from '../lib/timing/hooks/use-frame-clock';
import { elapsedMs, type StopwatchState, statusOf } from '../lib/timing/stopwatch';

/**
 * The member's stopwatch fills the screen's width; a referee's lane is compact, its read-out beside
 * the lane's big button (m:ss.hh and mm:ss.hh fit half a 375 px phone).
 */
const SIZES = {
  page: 'clamp(3rem, 18vw, 7rem)',
  lane: 'clamp(1.75rem, 8.5vw, 3.5rem)',
} as const;

/**
 * The m:ss.hh read-out of a stopwatch (the member's and each referee lane's): repaints every frame
 * while running, always computed from the stored start time, so it stays exact across a reload, a
 * locked screen or a sleeping tab. `data-status` carries idle / running / stopped for tests.
 */
export function StopwatchReadout({
  state,
  label,
  testId,
  size = 'page',
}: {
  state: StopwatchState;
  /** The timer's accessible name ('Elapsed time', 'Lane 2 elapsed time'). */
  label: string;
  testId: string;
  size?: keyof typeof SIZES;
}) {
  const status = statusOf(state);
  const now = useFrameClock(status === 'running');
  return (
    <Text
      role="timer"
      aria-label={label}
      data-testid={testId}
      data-status={status}
      ff="monospace"
      fw={700}
      ta="center"
      lh={1.1}
      style={{ fontSize: SIZES[size], fontVariantNumeric: 'tabular-nums' }}
    >
      {formatDuration(elapsedMs(state, now))}
    </Text>
  );
}
