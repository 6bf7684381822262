import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { LocationTime } from '../../../../../shared/schemas/location';
import { notifyRemoved } from '../../components/notify';
import { useDeleteLocationTime } from '../api/location-times';
import { timeLabel } from './LocationTimesRow';

/**
 * Asks before a time is deleted. A time has no name to type (ConfirmRemove's rule is for named
 * records), so the dialog names who ran, how long and when, and Delete does it.
 */
export function LocationTimesDeleteDialog({
  time,
  onClose,
}: {
  time: LocationTime | null;
  onClose: () => void;
}) {
  const deletion = useDeleteLocationTime();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = deletion.isPending;

  function dismiss() {
    if (busy) return;
    setProblem(null);
    onClose();
  }

  function deleteTime() {
    if (!time || busy) return;
    deletion.mutate(time.id, {
      onSuccess: () => {
        notifyRemoved(`the time ${timeLabel(time)}`);
        setProblem(null);
        onClose();
      },
      onError: (error) => setProblem(`The time was not deleted. ${error.message}`),
    });
  }

  return (
    <Modal
      opened={time !== null}
      onClose={dismiss}
      title="Delete time"
      centered
      closeButtonProps={{ 'aria-label': 'Cancel' }}
    >
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>
          {time ? `Delete ${timeLabel(time)}? It leaves every board; the Audit trail can restore it.` : ''}
        </Text>
        {problem && (
          <Text role="alert" c="red.8" size="sm">
            {problem}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={dismiss} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button color="red.9" onClick={deleteTime} loading={busy}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
