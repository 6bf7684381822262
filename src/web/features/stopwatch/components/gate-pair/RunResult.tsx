import { Text } from '@mantine/core';
import type { GatePairing } from '../../../../../shared/schemas/gate';
import { runText } from './texts';

/** The run both phones timed, with its uncertainty. */
export function RunResult({ run }: { run: NonNullable<GatePairing['run']> }) {
  return (
    <Text fz={32} fw={700} role="status" data-testid="gate-run">
      {runText(run.durationMs, run.uncertaintyMs)}
    </Text>
  );
}
