import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatDateTime, formatDuration } from '../../../../../shared/format';
import type { LocationTime } from '../../../../../shared/schemas/location';

/** 'member - 1:02.34 on 3/11/2026 4:05 pm': how a time is named in its Delete button and dialog. */
export function timeLabel(time: LocationTime): string {
  return `${time.user.userName} - ${formatDuration(time.duration)} on ${formatDateTime(time.timeCompleted)}`;
}

/** One time: who, how long, when, casual or official (its event), hidden; and Delete. */
export function LocationTimesRow({
  time,
  onDelete,
}: {
  time: LocationTime;
  onDelete: (time: LocationTime) => void;
}) {
  return (
    <Paper component="li" withBorder p="sm" data-testid="location-time">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {time.user.disabled ? `${time.user.userName} (disabled)` : time.user.userName}
          </Text>
          <Text>
            <Text span fw={600} ff="monospace">
              {formatDuration(time.duration)}
            </Text>{' '}
            <Text span size="sm">
              {formatDateTime(time.timeCompleted)}
            </Text>
          </Text>
          <Group gap={6} wrap="wrap">
            <Badge variant="filled" color={time.officialTime ? 'course' : 'gray.8'}>
              {time.officialTime ? 'Comp' : 'Social'}
            </Badge>
            {time.hidden && (
              <Badge variant="filled" color="red.9">
                Hidden
              </Badge>
            )}
            {time.event && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {time.event.name}
              </Text>
            )}
          </Group>
        </Stack>
        <Button
          color="red.9"
          variant="light"
          leftSection={<IconTrash size={18} aria-hidden="true" />}
          aria-label={`Delete ${timeLabel(time)}`}
          onClick={() => onDelete(time)}
        >
          Delete
        </Button>
      </Group>
    </Paper>
  );
}
