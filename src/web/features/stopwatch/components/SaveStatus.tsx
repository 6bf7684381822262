import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCloudUpload, IconTrophy } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { formatDuration } from '../../../../shared/format';
import { offlineTexts } from '../../../../shared/messages';
import type { SavedSplit } from '../../../../shared/schemas/leaderboard';
import { useMyUserName } from '../../../api/my-account';
import { paths } from '../../../lib/paths';
import type { PendingSaves } from '../../../lib/timing/hooks/usePendingSaves';
import type { RunObstacle, StopwatchState } from '../../../lib/timing/stopwatch';
import { timingTexts } from '../../../lib/timing/texts';
import { savedRun, stopwatchTexts } from '../texts';

// Only a run saved with splits shows its table: it loads then, not with the stopwatch.
const RunSplitsTable = lazy(() => import('./RunSplitsTable'));

/** What the server said about the run saved on this page (a save sent from the queue earlier has none). */
export type SavedAnswer = {
  runId: string;
  personalBest: boolean;
  userName: string | null;
  /** The saved splits against the personal best before it (empty for a run without splits). */
  splits: SavedSplit[];
  /** The obstacles the run was timed over, which name its splits. */
  obstacles: RunObstacle[];
};

/**
 * Where the run's save stands, under the read-out: saved (the watch has reset; the saved time with
 * 'Personal best' and a link to the
 * course's board with the member's row in view), kept on the phone for a later send, or refused by
 * the server, whose message is shown while the time stays on the watch with the way forward (the big
 * button is then DISCARD TIME: the same time can never be saved).
 */
export function SaveStatus({
  state,
  outbox,
  answer,
  coursePath,
  locationId,
}: {
  state: StopwatchState;
  outbox: PendingSaves;
  answer: SavedAnswer | null;
  /** The course's path; empty when the course list could not load (offline). */
  coursePath: string;
  locationId: number;
}) {
  const status = outbox.statusOf(state.runId);
  // After a reload (or a save sent from the queue) there is no answer; the signed-in name marks the row.
  const myName = useMyUserName();
  const rejection = outbox.rejectionOf(state.runId);

  const { lastSaved } = state;
  if (lastSaved) {
    const mine = answer?.runId === lastSaved.runId ? answer : null;
    return (
      <Stack gap="xs" align="center">
        <Group gap="sm" justify="center">
          <Text c="course.8" fw={600} role="status">
            <IconCheck size={18} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} />{' '}
            {savedRun(formatDuration(lastSaved.durationMs))}
          </Text>
          {mine?.personalBest && (
            <Badge
              color="yellow.4"
              c="dark.9"
              size="lg"
              leftSection={<IconTrophy size={14} aria-hidden="true" />}
            >
              {timingTexts.personalBest}
            </Badge>
          )}
        </Group>
        {coursePath && (
          <Anchor
            component={Link}
            to={paths.location(coursePath, { highlight: mine?.userName ?? myName ?? undefined })}
            mih={48}
            style={{ display: 'inline-flex', alignItems: 'center' }}
          >
            {stopwatchTexts.seeBoard}
          </Anchor>
        )}
        {mine && mine.splits.length > 0 && (
          <Suspense fallback={null}>
            <RunSplitsTable splits={mine.splits} obstacles={mine.obstacles} locationId={locationId} />
          </Suspense>
        )}
      </Stack>
    );
  }
  if (status === 'kept') {
    return (
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
        <Button variant="default" h={48} onClick={outbox.retryNow}>
          {offlineTexts.sendNow}
        </Button>
      </Alert>
    );
  }
  if (status === 'rejected' && rejection) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden="true" />}>
        <Text fw={700} size="sm" c="red.9">
          {timingTexts.notSavedTitle}
        </Text>
        <Text size="sm" c="var(--mantine-color-text)">
          {rejection}
        </Text>
        <Text size="sm" c="var(--mantine-color-text)">
          {timingTexts.refusedNext}
        </Text>
      </Alert>
    );
  }
  return null;
}
