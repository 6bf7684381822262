import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { formatDate } from '../../../../shared/format';
import { messages } from '../../../../shared/messages';
import type { LeaderboardRow } from '../../../../shared/schemas/leaderboard';
import { errorText } from '../../../lib/form-submit';
import { useDeleteMyTime } from '../api/my-results';
import { accountTexts } from '../lib/texts';

/**
 * Asks before a casual time is deleted (a time is not named like a record, so a plain confirmation
 * rather than ConfirmRemove's typed name). On success the time leaves the list ('Time removed').
 */
export function DeleteTimeDialog({
  row,
  onClose,
}: {
  row: Pick<LeaderboardRow, 'id' | 'tsDuration' | 'location' | 'timeCompleted'> | null;
  onClose: () => void;
}) {
  const remove = useDeleteMyTime();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (remove.isPending) return;
    setFailure(null);
    onClose();
  };

  const confirm = () => {
    if (!row || remove.isPending) return;
    setFailure(null);
    remove.mutate(row.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: messages.timeRemoved });
        onClose();
      },
      onError: (error) => setFailure(`${accountTexts.deleteFailed} ${errorText(error)}`),
    });
  };

  return (
    <Modal
      opened={row !== null}
      onClose={close}
      title={accountTexts.deleteTitle}
      centered
      closeButtonProps={{ 'aria-label': accountTexts.cancel }}
    >
      {row && (
        <Stack gap="md">
          <Text>
            {accountTexts.deleteBody(row.tsDuration, row.location.name, formatDate(row.timeCompleted))}
          </Text>
          {failure && (
            <Text c="red.8" role="alert">
              {failure}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending} data-autofocus>
              {accountTexts.cancel}
            </Button>
            <Button color="red.9" onClick={confirm} loading={remove.isPending}>
              {accountTexts.deleteTime}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
