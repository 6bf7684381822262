import { Button, Group, Text } from '@mantine/core';
import { gatePairTexts, inSyncText } from './texts';
import type { ClockReading } from './use-clock-offset';

/** Whether this phone keeps the pair's clock, in plain words, with a way to sync again. */
export function ClockStatus({ clock, measure }: { clock: ClockReading; measure: () => void }) {
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text role="status" data-testid="clock-sync" fw={clock.status === 'ready' ? 600 : undefined}>
        {clock.status === 'ready'
          ? inSyncText(clock.offset.uncertaintyMs)
          : clock.status === 'measuring'
            ? gatePairTexts.syncing
            : gatePairTexts.syncFailed}
      </Text>
      <Button variant="default" onClick={measure} disabled={clock.status === 'measuring'}>
        {gatePairTexts.syncAgain}
      </Button>
    </Group>
  );
}
