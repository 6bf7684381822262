import { Button, Group, Modal, Text } from '@mantine/core';
import { IconRotate } from '@tabler/icons-react';
import { useState } from 'react';
import { type StopwatchState, statusOf } from '../../../lib/timing/stopwatch';
import { resetNeedsConfirm } from '../lib/big-button';
import { stopwatchTexts } from '../texts';

/**
 * RESET, small and away from the big button. When it would lose a time (a running clock, or a
 * stopped time neither saved nor kept on the phone) it asks first; otherwise it clears at once.
 */
export function ResetButton({
  state,
  kept,
  onReset,
}: {
  state: StopwatchState;
  kept: boolean;
  onReset: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const running = statusOf(state) === 'running';
  const close = () => setAsking(false);
  return (
    <>
      <Button
        variant="default"
        h={48}
        leftSection={<IconRotate size={18} aria-hidden="true" />}
        disabled={statusOf(state) === 'idle'}
        onClick={() => (resetNeedsConfirm(state, kept) ? setAsking(true) : onReset())}
      >
        {stopwatchTexts.reset}
      </Button>
      <Modal
        opened={asking}
        onClose={close}
        title={stopwatchTexts.resetTitle}
        centered
        closeButtonProps={{ 'aria-label': stopwatchTexts.close, size: 48 }}
      >
        <Text>{running ? stopwatchTexts.resetRunning : stopwatchTexts.resetUnsaved}</Text>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" h={48} onClick={close} data-autofocus>
            {stopwatchTexts.keepTime}
          </Button>
          <Button
            color="red.9"
            h={48}
            onClick={() => {
              close();
              onReset();
            }}
          >
            {stopwatchTexts.confirmReset}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
