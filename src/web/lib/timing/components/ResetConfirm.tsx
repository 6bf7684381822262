import { Button, Group, Modal, Text } from '@mantine/core';
import { timingTexts } from '../texts';

/**
 * The question RESET asks before it would lose a time. Its own chunk, loaded on the first such
 * RESET: Mantine's Modal brings its focus trap, scroll lock, scroll area and floating-ui, a large part
 * of the first load's script that no other public page needs (docs/performance.md).
 */
export default function ResetConfirm({
  opened,
  running,
  onKeep,
  onReset,
}: {
  opened: boolean;
  running: boolean;
  onKeep: () => void;
  onReset: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onKeep}
      title={timingTexts.resetTitle}
      centered
      closeButtonProps={{ 'aria-label': timingTexts.close, size: 48 }}
    >
      <Text>{running ? timingTexts.resetRunning : timingTexts.resetUnsaved}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" h={48} onClick={onKeep} data-autofocus>
          {timingTexts.keepTime}
        </Button>
        <Button color="red.9" h={48} onClick={onReset}>
          {timingTexts.confirmReset}
        </Button>
      </Group>
    </Modal>
  );
}
