import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useId } from 'react';
import { formatDuration } from '../../../../shared/format';
import { elapsedMs } from '../stopwatch';
import { timingTexts, undoDiscarding } from '../texts';
import type { StopwatchControls } from './use-stopwatch';

/** How long the discard toast offers Undo. */
const DISCARD_UNDO_MS = 5_000;

/**
 * Discard: clears a stopped, unsaved time at once and shows 'Time discarded' with Undo for 5 s; Undo
 * brings the run back (only onto an idle watch: a run started since is never wiped). The toast goes
 * when a new run starts (`dismiss`) or the page is left.
 */
export function useDiscard(watch: StopwatchControls, undoMs = DISCARD_UNDO_MS) {
  const toastId = `discard-${useId()}`;
  const dismiss = useCallback(() => {
    notifications.hide(toastId);
  }, [toastId]);
  useEffect(() => dismiss, [dismiss]);

  function discard() {
    const discarded = watch.state;
    const time = formatDuration(elapsedMs(discarded, 0));
    watch.reset();
    notifications.show({
      id: toastId,
      color: 'gray',
      autoClose: undoMs,
      message: (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {timingTexts.discarded} ({time})
          </Text>
          <Button
            variant="default"
            h={48}
            aria-label={undoDiscarding(time)}
            onClick={() => {
              watch.restore(discarded);
              dismiss();
            }}
          >
            {timingTexts.undo}
          </Button>
        </Group>
      ),
    });
  }

  return { discard, dismiss };
}
