import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { formatDate } from '../../../../shared/format';
import type { LeaderboardRow, OwnRun } from '../../../../shared/schemas/leaderboard';
import { removalTexts } from '../../../../shared/time-removal';
import { CrossingPhotos } from '../../../components/CrossingPhotos';
import { GateMark } from '../../../components/GateMark';
import { accountTexts } from '../lib/texts';

interface TimeListProps {
  title: string;
  rows: OwnRun[];
  /** SPEC's empty text for this list. */
  empty: string;
  /** Casual times can be deleted by their owner; official ones only by an admin. */
  onDelete?: (row: LeaderboardRow) => void;
}

/** Where and when, for labels: '1:02.34 at Bondi on 3/4/2025'. */
export const timeLabel = (row: LeaderboardRow) =>
  `${row.tsDuration} at ${row.location.name} on ${formatDate(row.timeCompleted)}`;

/** One list of the member's times, newest first (as the server sends them), as cards that fit a phone. */
export function TimeList({ title, rows, empty, onDelete }: TimeListProps) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap="xs" component="ul" aria-labelledby={headingId} p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <Paper key={row.id} component="li" withBorder radius="md" px="sm" py="xs" data-testid="my-time">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fw={700} ff="monospace">
                    <GateMark timingMethod={row.timingMethod} witnessed={row.witnessed} />
                    {row.tsDuration}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {/* A run taken off the boards has no place on them: its reason says why. */}
                    {row.removedReason === null
                      ? `${row.location.name} · ${formatDate(row.timeCompleted)} · Place ${row.standing}`
                      : `${row.location.name} · ${formatDate(row.timeCompleted)}`}
                  </Text>
                  {row.removedReason !== null && (
                    <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                      {removalTexts.removedBecause(row.removedReason)}
                    </Text>
                  )}
                  <CrossingPhotos photos={row.photos} />
                </div>
                {onDelete && (
                  <Button
                    variant="outline"
                    color="red.9"
                    leftSection={<IconTrash size={18} aria-hidden="true" />}
                    aria-label={`${accountTexts.deleteTime} ${timeLabel(row)}`}
                    onClick={() => onDelete(row)}
                  >
                    {accountTexts.deleteTime}
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
