import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { AuditEntry } from '../../../../../shared/schemas/audit';
import { useRestoreTime } from '../api/audit';
import { auditSummary } from '../lib/summary';
import { auditTexts } from '../texts';

/**
 * Asks before a deleted time goes back on the boards. On success: the toast, `onRestored` (the
 * page marks the entry restored) and the boards refreshed by the mutation.
 */
export function RestoreDialog({
  entry,
  onClose,
  onRestored,
}: {
  entry: AuditEntry | null;
  onClose: () => void;
  onRestored: (entry: AuditEntry) => void;
}) {
  const restore = useRestoreTime();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (restore.isPending) return;
    setFailure(null);
    onClose();
  };

  const confirm = () => {
    if (!entry || restore.isPending) return;
    setFailure(null);
    restore.mutate(entry.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: auditTexts.restoredToast });
        onRestored(entry);
        onClose();
      },
      onError: (error) => setFailure(`${auditTexts.restoreFailed} ${error.message}`),
    });
  };

  return (
    <Modal
      opened={entry !== null}
      onClose={close}
      title={auditTexts.restoreTitle}
      centered
      closeButtonProps={{ 'aria-label': auditTexts.cancel }}
    >
      {entry && (
        <Stack gap="md">
          <Text>{auditTexts.restoreQuestion}</Text>
          <Text fw={600}>{auditSummary(entry)}</Text>
          {failure && (
            <Text c="red.8" role="alert">
              {failure}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={restore.isPending} data-autofocus>
              {auditTexts.cancel}
            </Button>
            <Button onClick={confirm} loading={restore.isPending}>
              {auditTexts.restore}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
