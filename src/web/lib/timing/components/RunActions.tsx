import { Button, Group } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { canDiscard } from '../big-button';
import type { BigButton } from '../hooks/use-big-button';
import type { StopwatchState } from '../stopwatch';
import { timingTexts } from '../texts';
import { ResetButton } from './ResetButton';

/**
 * The small actions away from the big button: Discard (with Undo) for a stopped, unsaved time, unless
 * the big button is itself Discard, and RESET, which asks before it would lose a time.
 */
export function RunActions({
  state,
  kept,
  button,
  onReset,
  justify = 'center',
  lead,
}: {
  state: StopwatchState;
  kept: boolean;
  button: BigButton;
  onReset: () => void;
  justify?: 'center' | 'flex-start';
  /** First in the row (a lane's SPLIT). */
  lead?: ReactNode;
}) {
  return (
    <Group justify={justify} gap="sm" wrap={lead ? 'nowrap' : 'wrap'}>
      {lead}
      {canDiscard(state, kept) && button.action !== 'discard' && (
        <Button
          variant="default"
          h={48}
          leftSection={<IconTrash size={18} aria-hidden="true" />}
          onClick={button.discard.discard}
        >
          {timingTexts.discard}
        </Button>
      )}
      <ResetButton state={state} kept={kept} onReset={onReset} />
    </Group>
  );
}
