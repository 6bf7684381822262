import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';

export interface ConfirmRemoveProps {
  opened: boolean;
  onClose: () => void;
  /** The dialog's title, e.g. 'Remove User'. */
  title: string;
  /** The item's exact name: typing it enables Remove. */
  name: string;
  /** What removing does (e.g. that the user is disabled, not erased). */
  description: ReactNode;
  /** Resolving closes the dialog; a rejection's message is shown and the dialog stays open. */
  onConfirm: () => unknown;
}

/** SPEC: "Deleting any item requires typing its exact name to enable the Remove button." */
export function ConfirmRemove({ opened, onClose, title, name, description, onConfirm }: ConfirmRemoveProps) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Every opening starts blank, so a name typed for one item never enables Remove for the next.
  useEffect(() => {
    if (!opened) return;
    setTyped('');
    setError(null);
  }, [opened]);

  const matches = typed === name;

  async function remove(event: FormEvent) {
    event.preventDefault();
    if (!matches || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The item could not be removed.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title={title}
      centered
      // The close button is an icon alone: it needs a name (axe button-name).
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={remove} noValidate>
        <Stack gap="md">
          <Text size="sm">{description}</Text>
          <TextInput
            label={
              <>
                Type <strong>{name}</strong> to confirm
              </>
            }
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          {error && (
            <Text role="alert" c="red.8" size="sm">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            {/* red.9: white text on Mantine's red (shade 6) reads at about 3.8:1, below AA's 4.5:1. */}
            <Button type="submit" color="red.9" disabled={!matches} loading={busy}>
              Remove
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
