import { Button, Group, Stack, Text } from '@mantine/core';
import { StopwatchReadout } from '../../../components/StopwatchReadout';
import type { BigButton } from '../../../lib/timing/hooks/use-big-button';
import type { StopwatchState } from '../../../lib/timing/stopwatch';
import { markTexts } from '../lib/texts';

/**
 * The lane's read-out beside its big button (START, STOP, SAVE TIME: no save without a competitor, nor
 * with marks that cannot be saved). At an event scored by obstacles or penalties STOP waits, disabled,
 * until every obstacle is marked (`toMark`), and says how many are left.
 */
export function LaneClock({
  state,
  number,
  button,
  canSave,
  toMark = 0,
  buttonRef,
}: {
  state: StopwatchState;
  number: number;
  button: BigButton;
  canSave: boolean;
  /** Obstacles left to mark before STOP may stop the run (0: it may). */
  toMark?: number;
  buttonRef: (element: HTMLButtonElement | null) => void;
}) {
  const waits = button.action === 'stop' && toMark > 0;
  return (
    <Group wrap="nowrap" gap="sm" align="center">
      <div style={{ flex: 1, minWidth: 0 }}>
        <StopwatchReadout
          state={state}
          label={`Lane ${number} elapsed time`}
          testId="lane-display"
          size="lane"
        />
      </div>
      <Button
        ref={buttonRef}
        h={64}
        size="lg"
        px="xs"
        color={button.color}
        loading={button.sending}
        disabled={(button.action === 'save' && !canSave) || waits}
        data-testid="lane-button"
        data-action={button.action}
        style={{ flex: '0 0 52%', touchAction: 'manipulation', userSelect: 'none' }}
        {...(waits ? {} : button.press)}
      >
        {waits ? (
          <Stack gap={0} align="center" style={{ minWidth: 0 }}>
            <Text span fw={800} lh={1.1} inherit>
              {button.label}
            </Text>
            <Text span fz="xs" fw={600} lh={1.2}>
              {markTexts.toMark(toMark)}
            </Text>
          </Stack>
        ) : (
          button.label
        )}
      </Button>
    </Group>
  );
}
