import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { LocationTime } from '../../../../../shared/schemas/location';
import { REMOVAL_REASON_MAX, removalTexts } from '../../../../../shared/time-removal';
import { FormFailure } from '../../../../components/FormFailure';
import { useFormSubmit } from '../../../../lib/form-submit';
import { useCheckedForm } from '../../../../lib/forms';
import { useRemoveFromBoards } from '../api/location-times';
import { timeLabel } from './LocationTimesRow';

/** The reason's check, as the server's: required, at most REMOVAL_REASON_MAX characters. */
function checkReason({ reason }: { reason: string }) {
  const trimmed = reason.trim();
  if (trimmed.length === 0) return { reason: removalTexts.reasonRequired };
  if (trimmed.length > REMOVAL_REASON_MAX)
    return { reason: `Reason must be at most ${REMOVAL_REASON_MAX} characters` };
  return {};
}

/**
 * Asks why before a run leaves the boards: the reason goes to its runner by e-mail and stays with
 * the run, and Restore puts it back, so no name needs typing as for a delete.
 */
export function LocationTimesRemoveDialog({
  time,
  onClose,
}: {
  time: LocationTime | null;
  onClose: () => void;
}) {
  const removal = useRemoveFromBoards();
  const form = useCheckedForm({ initialValues: { reason: '' }, validate: checkReason });
  const submit = useFormSubmit({
    form,
    save: ({ reason }) => (time ? removal.mutateAsync({ id: time.id, reason: reason.trim() }) : null),
    successNotice: () => removalTexts.removedNotice,
    onSuccess: () => forget(),
  });

  function forget() {
    form.reset();
    submit.clearFailure();
    onClose();
  }
  function close() {
    if (!submit.pending) forget();
  }

  return (
    <Modal
      opened={time !== null}
      onClose={close}
      title={removalTexts.removeButton}
      centered
      closeButtonProps={{ 'aria-label': 'Cancel' }}
    >
      <form onSubmit={submit.onSubmit} noValidate>
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>
            {time
              ? `Remove ${timeLabel(time)} from every board? The runner is e-mailed the reason; Restore puts it back.`
              : ''}
          </Text>
          <Textarea
            label={removalTexts.reasonLabel}
            description="Told to the runner and shown with the run."
            rows={3}
            maxLength={REMOVAL_REASON_MAX}
            required
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <FormFailure failure={submit.failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={submit.pending}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={submit.pending}>
              {removalTexts.removeButton}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
