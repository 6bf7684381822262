import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCloudUpload, IconDeviceFloppy } from '@tabler/icons-react';
import { useRef } from 'react';
import { offlineTexts } from '../../../../shared/messages';
import type { PendingSaves } from '../../../lib/timing/hooks/usePendingSaves';
import { type StopwatchState, toSubmission } from '../../../lib/timing/stopwatch';

/**
 * SAVE TIME: one save per run (the run id is the Idempotency-Key). Without signal the save is kept on
 * the phone and sent later; the button stays disabled while it is being sent, kept, or once saved.
 */
export function SaveTime({
  locationId,
  state,
  outbox,
}: {
  locationId: number;
  state: StopwatchState;
  outbox: PendingSaves;
}) {
  // A double click lands before React re-renders the disabled button; this ref stops the second call.
  const inFlight = useRef<string | null>(null);
  const status = outbox.statusOf(state.runId);
  const rejection = outbox.rejectionOf(state.runId);

  function onClick() {
    const time = toSubmission(state);
    const { runId } = state;
    if (!time || !runId || state.saved || inFlight.current === runId) return;
    // Being sent or kept for a later send: another press would only send the same key again.
    if (status === 'sending' || status === 'kept') return;
    inFlight.current = runId;
    outbox
      .save({ runId, endpoint: 'member', body: { locationId, ...time } })
      .catch(() => undefined)
      .finally(() => {
        inFlight.current = null;
      });
  }

  const kept = status === 'kept' && !state.saved;
  return (
    <Stack gap="xs" align="center">
      <Group gap="sm" justify="center">
        <Button
          size="lg"
          color="blue.9"
          onClick={onClick}
          loading={status === 'sending'}
          disabled={state.saved || kept}
          leftSection={<IconDeviceFloppy aria-hidden="true" />}
        >
          SAVE TIME
        </Button>
        {state.saved && (
          <Text c="course.8" fw={500} role="status">
            <IconCheck size={16} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> Saved
          </Text>
        )}
      </Group>
      {kept && (
        <Alert
          color="yellow"
          variant="light"
          role="status"
          icon={<IconCloudUpload aria-hidden="true" />}
          data-testid="offline-save-notice"
        >
          <Text size="sm" mb="xs">
            {outbox.persistent ? offlineTexts.savedOnPhone : offlineTexts.savedForNow}
          </Text>
          <Button size="xs" variant="default" onClick={outbox.retryNow}>
            {offlineTexts.sendNow}
          </Button>
        </Alert>
      )}
      {status === 'rejected' && rejection && !state.saved && (
        <Text c="red.8" role="alert" ta="center">
          {rejection}
        </Text>
      )}
    </Stack>
  );
}
