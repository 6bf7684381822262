import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useFormSubmit } from '../lib/form-submit';
import { useCheckedForm } from '../lib/forms';
import { FormFailure } from './FormFailure';

interface ConfirmRemoveProps {
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

const noCheck = () => ({});

/** SPEC: "Deleting any item requires typing its exact name to enable the Remove button." */
export function ConfirmRemove({ opened, onClose, title, name, description, onConfirm }: ConfirmRemoveProps) {
  const form = useCheckedForm({ initialValues: { typed: '' }, validate: noCheck });
  const matches = form.values.typed === name;
  const submit = useFormSubmit({
    form,
    save: () => (matches ? Promise.resolve(onConfirm()) : null),
    onSuccess: onClose,
  });
  const { reset } = form;
  const { clearFailure } = submit;

  // Every opening starts blank, so a name typed for one item never enables Remove for the next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: an opening is the trigger, not the form's functions
  useEffect(() => {
    if (!opened) return;
    reset();
    clearFailure();
  }, [opened]);

  return (
    <Modal
      opened={opened}
      onClose={submit.pending ? () => undefined : onClose}
      title={title}
      centered
      // The close button is an icon alone: it needs a name (axe button-name).
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit.onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{description}</Text>
          <TextInput
            label={
              <>
                Type <strong>{name}</strong> to confirm
              </>
            }
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('typed')}
          />
          <FormFailure failure={submit.failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={submit.pending}>
              Cancel
            </Button>
            {/* red.9: white text on Mantine's red (shade 6) reads at about 3.8:1, below AA's 4.5:1. */}
            <Button type="submit" color="red.9" disabled={!matches} loading={submit.pending}>
              Remove
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
