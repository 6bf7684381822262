import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCloudUpload, IconTrophy } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { formatDuration } from '../../../../shared/format';
import { offlineTexts } from '../../../../shared/messages';
import type { SavedSplit } from '../../../../shared/schemas/leaderboard';
import { useMyUserName } from '../../../api/my-account';
import { paths } from '../../../lib/paths';
import type { PendingSaves } from '../../../lib/timing/hooks/use-pending-saves';
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
  /** The board rule counts it (false: kept in the member's own results only). */
  onBoard: boolean;
};

/**
 * Where the run's save stands, under the read-out: saved (the watch has reset; the saved time with
 * 'Personal best' and a link to the course's board with the member's row in view; or, for a run the
 * board rule leaves out, that it went to My Results only, with nothing to celebrate), or kept on the
 * phone for a later send. A refusal shows above the read-out instead (`SaveRefusal`).
 */
export function SaveStatus({
  state,
  outbox,
  answer,
  coursePath,
  locationId,
  gateOnly = false,
}: {
  state: StopwatchState;
  outbox: PendingSaves;
  answer: SavedAnswer | null;
  /** The course's path; empty when the course list could not load (offline). */
  coursePath: string;
  locationId: number;
  /** The course counts camera gate runs only: without the server's answer, no place is promised. */
  gateOnly?: boolean;
}) {
  const status = outbox.statusOf(state.runId);
  // After a reload (or a save sent from the queue) there is no answer; the signed-in name marks the row.
  const myName = useMyUserName();

  const { lastSaved } = state;
  if (lastSaved) {
    const mine = answer?.runId === lastSaved.runId ? answer : null;
    const onBoard = mine ? mine.onBoard : !gateOnly;
    return (
      <Stack gap="xs" align="center" data-testid="save-status">
        <Group gap="sm" justify="center">
          <Text c="course.8" fw={600} role="status">
            <IconCheck size={18} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} />{' '}
            {savedRun(formatDuration(lastSaved.durationMs))}
          </Text>
          {onBoard && mine?.personalBest && (
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
        {mine && !mine.onBoard && (
          <Text size="sm" ta="center">
            {timingTexts.savedNotOnBoard}
          </Text>
        )}
        {onBoard && coursePath && (
          <Anchor
            component={Link}
            to={paths.location(coursePath, { highlight: mine?.userName ?? myName ?? undefined })}
            mih={48}
            style={{ display: 'inline-flex', alignItems: 'center' }}
          >
            {stopwatchTexts.seeBoard}
          </Anchor>
        )}
        {!onBoard && (
          <Anchor
            component={Link}
            to={paths.myResults}
            mih={48}
            style={{ display: 'inline-flex', alignItems: 'center' }}
          >
            {stopwatchTexts.seeMyResults}
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
  return null;
}

/**
 * The server's refusal of the run on the watch, above the read-out (on the first screen, never under
 * the big button): its reason, and the way forward (the big button is then DISCARD TIME: the same time
 * can never be saved).
 */
export function SaveRefusal({ state, outbox }: { state: StopwatchState; outbox: PendingSaves }) {
  const rejection = outbox.rejectionOf(state.runId);
  if (outbox.statusOf(state.runId) !== 'rejected' || !rejection) return null;
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
