import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { confirmQuestion, smsScreenTexts } from '../texts';

/** Asks 'Send to N recipients?' before a bulk SMS goes out: texts cannot be taken back. */
export function ConfirmSendModal({
  count,
  opened,
  sending,
  onCancel,
  onConfirm,
}: {
  count: number;
  opened: boolean;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={() => !sending && onCancel()}
      title={smsScreenTexts.confirmTitle}
      centered
      closeButtonProps={{ 'aria-label': smsScreenTexts.cancel }}
    >
      <Stack gap="md">
        <Text>{confirmQuestion(count)}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={sending} data-autofocus>
            {smsScreenTexts.cancel}
          </Button>
          <Button onClick={onConfirm} loading={sending}>
            {smsScreenTexts.send}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
