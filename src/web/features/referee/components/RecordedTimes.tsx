import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import type { RecordedTime } from '../../../../shared/schemas/referee';
import { FilterInput } from '../../../components/FilterInput';
import { QueryState } from '../../../components/QueryState';
import { ToastLines } from '../../../lib/timing/announce';
import { useDeleteTimeRecorded, useRestoreTimeRecorded, useTimesRecorded } from '../api/referee';
import {
  deleteTexts,
  finishedAt,
  matchesSearch,
  newestFirst,
  noTimesMatch,
  recordedTimeLabel,
} from '../lib/delete-texts';

const rowStyle = { borderBottom: '1px solid var(--mantine-color-gray-3)' };

/**
 * One event's times, newest first, each with Delete. Delete removes the time on the server at once
 * (a reload or a closed tab cannot undo what the screen said was removed); only then does 'Time
 * removed' show, and the row stays in place as 'Removed' with Undo, which puts the same time back
 * (POST RestoreTimeRecorded) for as long as the screen is open.
 */
export function RecordedTimes({ eventId }: { eventId: number }) {
  const times = useTimesRecorded(eventId);
  const deletion = useDeleteTimeRecorded();
  const restoring = useRestoreTimeRecorded();
  const [removed, setRemoved] = useState<ReadonlyMap<number, RecordedTime>>(() => new Map());
  // Rows whose delete or Undo is on its way: kept on screen while the list is fetched again.
  const [busy, setBusy] = useState<ReadonlyMap<number, RecordedTime>>(() => new Map());
  const [term, setTerm] = useState('');

  const toggle = (set: typeof setBusy) => (time: RecordedTime, on: boolean) =>
    set((current) => {
      const next = new Map(current);
      if (on) next.set(time.id, time);
      else next.delete(time.id);
      return next;
    });
  const mark = toggle(setBusy);
  const keepRemoved = toggle(setRemoved);

  function remove(time: RecordedTime) {
    mark(time, true);
    deletion.mutate(time.id, {
      onSuccess: () => {
        keepRemoved(time, true);
        notifications.show({ color: 'green', message: messages.timeRemoved });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: <ToastLines lines={[`${recordedTimeLabel(time)} was not removed`, error.message]} />,
        }),
      onSettled: () => mark(time, false),
    });
  }

  function undo(time: RecordedTime) {
    mark(time, true);
    restoring.mutate(time.id, {
      onSuccess: () => {
        keepRemoved(time, false);
        notifications.show({ color: 'green', message: `${recordedTimeLabel(time)} is back` });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: <ToastLines lines={[`${recordedTimeLabel(time)} was not put back`, error.message]} />,
        }),
      onSettled: () => mark(time, false),
    });
  }

  const withRemoved = (rows: RecordedTime[]) => {
    const all = new Map(rows.map((row) => [row.id, row]));
    for (const row of [...removed.values(), ...busy.values()]) if (!all.has(row.id)) all.set(row.id, row);
    return [...all.values()].sort(newestFirst);
  };

  return (
    <QueryState
      query={times}
      loading={deleteTexts.loadingTimes}
      empty={messages.noTimesRecorded}
      isEmpty={(rows) => withRemoved(rows).length === 0}
    >
      {(rows) => {
        const shown = withRemoved(rows).filter((time) => matchesSearch(time, term));
        return (
          <Stack gap="md">
            <FilterInput onChange={setTerm} label={deleteTexts.searchLabel} />
            {shown.length === 0 ? (
              <Text c="dimmed">{noTimesMatch(term)}</Text>
            ) : (
              <Stack
                gap={0}
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={deleteTexts.listLabel}
              >
                {shown.map((time) =>
                  removed.has(time.id) ? (
                    <RemovedRow
                      key={time.id}
                      time={time}
                      busy={busy.has(time.id)}
                      onUndo={() => undo(time)}
                    />
                  ) : (
                    <TimeRow
                      key={time.id}
                      time={time}
                      busy={busy.has(time.id)}
                      onDelete={() => remove(time)}
                    />
                  ),
                )}
              </Stack>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}

function TimeRow({ time, busy, onDelete }: { time: RecordedTime; busy: boolean; onDelete: () => void }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py="xs" style={rowStyle}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {recordedTimeLabel(time)}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {time.user.name} · {finishedAt(time.timeCompleted)}
        </Text>
      </Stack>
      <Button
        color="red.9"
        variant="light"
        h={48}
        miw={48}
        loading={busy}
        leftSection={<IconTrash size={18} aria-hidden="true" />}
        aria-label={`Delete ${recordedTimeLabel(time)}`}
        onClick={onDelete}
      >
        Delete
      </Button>
    </Group>
  );
}

function RemovedRow({ time, busy, onUndo }: { time: RecordedTime; busy: boolean; onUndo: () => void }) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="xs"
      style={{ ...rowStyle, background: 'var(--mantine-color-gray-0)' }}
    >
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600}>{deleteTexts.removed}</Text>
        <Text size="sm" c="dimmed" td="line-through" style={{ overflowWrap: 'anywhere' }}>
          {recordedTimeLabel(time)} · {finishedAt(time.timeCompleted)}
        </Text>
      </Stack>
      <Button
        variant="default"
        h={48}
        miw={48}
        loading={busy}
        leftSection={<IconArrowBackUp size={18} aria-hidden="true" />}
        aria-label={`Undo removing ${recordedTimeLabel(time)}`}
        onClick={onUndo}
      >
        {deleteTexts.undo}
      </Button>
    </Group>
  );
}
