import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { smsScreenTexts } from '../texts';

/**
 * Asks before a bulk SMS goes out, texts cannot be taken back: 'Send to N recipients?', and 'Send it
 * again?' when the same recipients got the same text minutes ago.
 */
export function ConfirmSendModal({
  title,
  confirmLabel,
  opened,
  sending,
  onCancel,
  onConfirm,
  children,
}: {
  title: string;
  confirmLabel: string;
  opened: boolean;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={() => !sending && onCancel()}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': smsScreenTexts.cancel }}
    >
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={sending} data-autofocus>
            {smsScreenTexts.cancel}
          </Button>
          <Button onClick={onConfirm} loading={sending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
