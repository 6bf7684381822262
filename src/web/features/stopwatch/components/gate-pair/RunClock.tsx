import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatDuration } from '../../../../../shared/format';
import type { ClockOffset } from '../../../../../shared/gate/clock-offset';
import type { GatePairing } from '../../../../../shared/schemas/gate';
import { StopwatchReadout } from '../../../../components/StopwatchReadout';
import { phoneClock } from '../../../../lib/gate/clock-sync';
import { idleStopwatch, type StopwatchState } from '../../../../lib/timing/stopwatch';
import { gatePairTexts, runMarginText } from './texts';

/**
 * The run as a stopwatch read-out: 0:00.00 before the start crossing, counting from it (the start
 * is an instant on the server's clock: less this phone's offset it is this phone's performance
 * clock, which Date.now(), the read-out's clock, runs beside), then the run the server timed.
 */
function clockState(pairing: GatePairing, offset: ClockOffset | null): StopwatchState {
  if (pairing.run) return { ...idleStopwatch, startedAt: 0, stoppedAt: pairing.run.durationMs };
  if (!pairing.start || !offset) return idleStopwatch;
  const startedAt = pairing.start.at - offset.offsetMs + (Date.now() - phoneClock());
  return { ...idleStopwatch, startedAt, stoppedAt: null };
}

/**
 * The run's clock, as large as the single-phone gate's, on both phones of a pair: counting from the
 * start crossing until the finish, then still at the run both phones timed, with how closely.
 */
export function RunClock({ pairing, offset }: { pairing: GatePairing; offset: ClockOffset | null }) {
  const { run } = pairing;
  return (
    <Stack gap={0}>
      <StopwatchReadout
        state={clockState(pairing, offset)}
        label={gatePairTexts.runClock}
        testId="gate-pair-clock"
      />
      {run && (
        <div role="status">
          <VisuallyHidden>{`${gatePairTexts.runClock} ${formatDuration(run.durationMs)}`}</VisuallyHidden>
          <Text ta="center" c="dimmed" data-testid="gate-run">
            {runMarginText(run.uncertaintyMs)}
          </Text>
        </div>
      )}
    </Stack>
  );
}
