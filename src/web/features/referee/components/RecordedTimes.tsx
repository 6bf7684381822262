import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { messages } from '../../../../shared/messages';
import type { RecordedTime } from '../../../../shared/schemas/referee';
import { QueryState } from '../../../components/QueryState';
import { useDeleteTimeRecorded, useTimesRecorded } from '../api/referee';
import { createDelayedActions, UNDO_DELAY_MS } from '../lib/undo-delay';
import { ToastLines } from './ToastLines';

const toastId = (timeId: number) => `time-removed-${timeId}`;

/** `userName - duration` (docs/spec.md §2), also the Delete button's accessible name after 'Delete'. */
export const recordedTimeLabel = (time: RecordedTime) => `${time.user.userName} - ${time.tsDuration}`;

/**
 * One past event's times, each with Delete. Delete hides the row and shows 'Time removed' with Undo;
 * the DELETE request waits until the undo period is over (see lib/undo-delay.ts for why the delete is
 * delayed rather than reversed), and Undo within it means nothing was ever deleted.
 */
export function RecordedTimes({
  eventId,
  undoDelayMs = UNDO_DELAY_MS,
}: {
  eventId: number;
  undoDelayMs?: number;
}) {
  const times = useTimesRecorded(eventId);
  const deletion = useDeleteTimeRecorded();
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => new Set());
  const [waiting] = useState(() => createDelayedActions<number>(undoDelayMs));

  // Leaving the page leaves no Undo to press: what waits is deleted now.
  useEffect(() => () => waiting.flush(), [waiting]);

  const show = (timeId: number) =>
    setHidden((current) => {
      const next = new Set(current);
      next.delete(timeId);
      return next;
    });

  function undo(timeId: number) {
    if (waiting.cancel(timeId)) show(timeId);
    notifications.hide(toastId(timeId));
  }

  function remove(time: RecordedTime) {
    setHidden((current) => new Set(current).add(time.id));
    waiting.schedule(time.id, () => {
      notifications.hide(toastId(time.id));
      deletion.mutate(time.id, {
        onError: (error) => {
          show(time.id);
          notifications.show({
            color: 'red',
            message: <ToastLines lines={[`${recordedTimeLabel(time)} was not removed`, error.message]} />,
          });
        },
      });
    });
    notifications.show({
      id: toastId(time.id),
      color: 'green',
      autoClose: undoDelayMs,
      message: (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">{messages.timeRemoved}</Text>
          <Button
            variant="default"
            h={48}
            aria-label={`Undo removing ${recordedTimeLabel(time)}`}
            onClick={() => undo(time.id)}
          >
            Undo
          </Button>
        </Group>
      ),
    });
  }

  return (
    <QueryState
      query={times}
      loading="Loading times…"
      empty={messages.noTimesRecorded}
      isEmpty={(rows) => rows.every((row) => hidden.has(row.id))}
    >
      {(rows) => (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Recorded times">
          {rows
            .filter((row) => !hidden.has(row.id))
            .map((time) => (
              <Group
                key={time.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                py={4}
                style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Text style={{ overflowWrap: 'anywhere', minWidth: 0 }}>{recordedTimeLabel(time)}</Text>
                <Button
                  color="red.9"
                  variant="light"
                  h={48}
                  miw={48}
                  leftSection={<IconTrash size={18} aria-hidden="true" />}
                  aria-label={`Delete ${recordedTimeLabel(time)}`}
                  onClick={() => remove(time)}
                >
                  Delete
                </Button>
              </Group>
            ))}
        </Stack>
      )}
    </QueryState>
  );
}
