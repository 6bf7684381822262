import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { formatDate } from '../../../../shared/format';
import type { LeaderboardRow, OwnRun } from '../../../../shared/schemas/leaderboard';
import { removalTexts } from '../../../../shared/time-removal';
import { CrossingPhotos } from '../../../components/CrossingPhotos';
import { GateMark } from '../../../components/GateMark';
import { PageNav } from '../../../components/PageNav';
import { pageOf } from '../lib/results';
import { RUNS_PER_PAGE, resultsTexts } from '../lib/results-texts';
import { accountTexts } from '../lib/texts';
import { RunMarks } from './RunMarks';

interface TimeListProps {
  title: string;
  rows: OwnRun[];
  /** SPEC's empty text for this list. */
  empty: string;
  /** Casual times can be deleted by their owner; official ones only by an admin. */
  onDelete?: (row: OwnRun) => void;
}

/** Where and when, for labels: '1:02.34 at Bondi on 3/4/2025'. */
const timeLabel = (row: Pick<LeaderboardRow, 'tsDuration' | 'location' | 'timeCompleted'>) =>
  `${row.tsDuration} at ${row.location.name} on ${formatDate(row.timeCompleted)}`;

/**
 * One list of the member's times, newest first (as the server sends them), as cards that fit a phone,
 * RUNS_PER_PAGE at a time. The parent keys it by the location shown, so a new filter starts at page 1.
 */
export function TimeList({ title, rows, empty, onDelete }: TimeListProps) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  // A deletion can empty the last page: show the one before it then.
  const shown = pageOf(rows, page, RUNS_PER_PAGE);
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <>
          <Stack
            gap="xs"
            component="ul"
            aria-labelledby={headingId}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {shown.rows.map((row) => (
              <TimeCard key={row.id} row={row} onDelete={onDelete} />
            ))}
          </Stack>
          {shown.pages > 1 && (
            <Text size="sm" c="dimmed" ta="center">
              {resultsTexts.showing(shown.first, shown.last, rows.length)}
            </Text>
          )}
          <PageNav
            label={resultsTexts.pages(title)}
            pages={shown.pages}
            page={shown.page}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}

function TimeCard({ row, onDelete }: { row: OwnRun; onDelete?: (row: OwnRun) => void }) {
  return (
    <Paper component="li" withBorder radius="md" px="sm" py="xs" data-testid="my-time">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} ff="monospace">
            <GateMark timingMethod={row.timingMethod} witnessed={row.witnessed} />
            {row.tsDuration}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {`${row.location.name} · ${formatDate(row.timeCompleted)}`}
          </Text>
          {/* Only the run that holds the member's place has one; a removed run never does. */}
          {row.standing !== null && (
            <Text size="sm" fw={600} data-testid="my-time-place">
              {resultsTexts.place(row.standing)}
            </Text>
          )}
          {row.removedReason !== null && (
            <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
              {removalTexts.removedBecause(row.removedReason)}
            </Text>
          )}
          <RunMarks run={row} />
          <CrossingPhotos photos={row.photos} />
        </div>
        {onDelete && (
          <ActionIcon
            variant="subtle"
            color="gray.7"
            aria-label={`${accountTexts.deleteTime} ${timeLabel(row)}`}
            onClick={() => onDelete(row)}
          >
            <IconTrash size={22} aria-hidden="true" />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}
