import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useRef } from 'react';
import { limits } from '../../../../shared/limits';
import { congratulations, messages } from '../../../../shared/messages';
import { useSaveTime } from '../api/saveTime';
import { type StopwatchState, toSubmission } from '../lib/stopwatch';

/** SAVE TIME: one save per run (the run id is the Idempotency-Key); disabled while saving and once saved. */
export function SaveTime({
  locationId,
  state,
  onSaved,
}: {
  locationId: number;
  state: StopwatchState;
  onSaved: (runId: string) => void;
}) {
  const save = useSaveTime();
  // A double click lands before React re-renders the disabled button; this ref stops the second call.
  const inFlight = useRef<string | null>(null);

  function onClick() {
    const time = toSubmission(state);
    const { runId } = state;
    if (!time || !runId || state.saved || inFlight.current === runId) return;
    inFlight.current = runId;
    save.mutate(
      { locationId, runId, time },
      {
        onSuccess: ({ standing }) => {
          onSaved(runId);
          notifications.show({ color: 'green', message: messages.timeSaved });
          if (standing <= limits.standingCongratulate) {
            notifications.show({ color: 'yellow', title: 'Well done!', message: congratulations(standing) });
          }
        },
        onSettled: () => {
          inFlight.current = null;
        },
      },
    );
  }

  return (
    <Stack gap="xs" align="center">
      <Group gap="sm" justify="center">
        <Button
          size="lg"
          color="blue.9"
          onClick={onClick}
          loading={save.isPending}
          disabled={state.saved}
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
      {save.isError && !state.saved && (
        <Text c="red.8" role="alert" ta="center">
          {save.error.message || 'The time could not be saved. Please try again.'}
        </Text>
      )}
    </Stack>
  );
}
