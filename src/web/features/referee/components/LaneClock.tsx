import { Button, Group } from '@mantine/core';
import { StopwatchReadout } from '../../../components/StopwatchReadout';
import type { BigButton } from '../../../lib/timing/hooks/use-big-button';
import type { StopwatchState } from '../../../lib/timing/stopwatch';

/** The lane's read-out beside its big button (START, STOP, SAVE TIME: no save without a competitor). */
export function LaneClock({
  state,
  number,
  button,
  canSave,
  buttonRef,
}: {
  state: StopwatchState;
  number: number;
  button: BigButton;
  canSave: boolean;
  buttonRef: (element: HTMLButtonElement | null) => void;
}) {
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
        disabled={button.action === 'save' && !canSave}
        data-testid="lane-button"
        data-action={button.action}
        style={{ flex: '0 0 52%', touchAction: 'manipulation', userSelect: 'none' }}
        {...button.press}
      >
        {button.label}
      </Button>
    </Group>
  );
}
