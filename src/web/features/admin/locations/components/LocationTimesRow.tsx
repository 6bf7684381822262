import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { formatDateTime, formatDuration } from '../../../../../shared/format';
import type { LocationTime } from '../../../../../shared/schemas/location';
import { removalTexts } from '../../../../../shared/time-removal';
import { CrossingPhotos } from '../../../../components/CrossingPhotos';

/** 'member - 1:02.34 on 3/11/2026 4:05 pm': how a time is named in its Delete button and dialog. */
export function timeLabel(time: LocationTime): string {
  return `${time.user.userName} - ${formatDuration(time.duration)} on ${formatDateTime(time.timeCompleted)}`;
}

interface TimeActions {
  onDelete: (time: LocationTime) => void;
  onRemove: (time: LocationTime) => void;
  onRestore: (time: LocationTime) => void;
  /** The time whose restore is in flight. */
  restoring: number | null;
}

/**
 * One time: who, how long, when, casual or official (its event), hidden or removed from the boards
 * (and why), a gate run's crossing photos; Remove from boards or Restore, and Delete.
 */
export function LocationTimesRow({ time, ...actions }: { time: LocationTime } & TimeActions) {
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
            {time.removed && (
              <Badge variant="filled" color="red.9">
                Removed
              </Badge>
            )}
            {time.event && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {time.event.name}
              </Text>
            )}
          </Group>
          {time.removed && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {removalTexts.removedBecause(time.removed.reason)}
              {time.removed.byUserName
                ? ` (${time.removed.byUserName}, ${formatDateTime(time.removed.at)})`
                : ''}
            </Text>
          )}
          <CrossingPhotos photos={time.photos} />
        </Stack>
        <Stack gap="xs" align="stretch">
          {time.removed ? (
            <RowAction
              icon={IconArrowBackUp}
              text="Restore"
              name={`${removalTexts.restoreButton}: ${timeLabel(time)}`}
              loading={actions.restoring === time.id}
              onClick={() => actions.onRestore(time)}
              color="course"
            />
          ) : (
            <RowAction
              icon={IconEyeOff}
              text="Remove"
              name={`${removalTexts.removeButton}: ${timeLabel(time)}`}
              onClick={() => actions.onRemove(time)}
            />
          )}
          <RowAction
            icon={IconTrash}
            text="Delete"
            name={`Delete ${timeLabel(time)}`}
            onClick={() => actions.onDelete(time)}
          />
        </Stack>
      </Group>
    </Paper>
  );
}

/** A row's button: a short word on screen, the whole time named for a screen reader. */
function RowAction({
  icon: Icon,
  text,
  name,
  onClick,
  loading = false,
  color = 'red.9',
}: {
  icon: typeof IconTrash;
  text: string;
  name: string;
  onClick: () => void;
  loading?: boolean;
  color?: string;
}) {
  return (
    <Button
      color={color}
      variant="light"
      leftSection={<Icon size={18} aria-hidden="true" />}
      aria-label={name}
      loading={loading}
      onClick={onClick}
    >
      {text}
    </Button>
  );
}
