import { Button, Group, Text } from '@mantine/core';
import { gatePairTexts, offsetText } from './texts';
import type { ClockReading } from './useClockOffset';

/** The phone's measured offset and its uncertainty, with a way to measure again. */
export function ClockStatus({ clock, measure }: { clock: ClockReading; measure: () => void }) {
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text role="status" data-testid="clock-offset">
        {clock.status === 'ready'
          ? offsetText(clock.offset.offsetMs, clock.offset.uncertaintyMs)
          : clock.status === 'measuring'
            ? gatePairTexts.measuring
            : gatePairTexts.measureFailed}
      </Text>
      <Button variant="default" onClick={measure} disabled={clock.status === 'measuring'}>
        {gatePairTexts.measureAgain}
      </Button>
    </Group>
  );
}
