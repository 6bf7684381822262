import { Alert, Anchor, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { formatDuration } from '../../../../shared/format';
import { offlineTexts, pageTexts } from '../../../../shared/messages';
import type { LocationRef } from '../../../../shared/schemas/location';
import { useListResults } from '../../../api/leaderboard';
import { useLocations } from '../../../api/locations';
import { Leaderboard } from '../../../components/Leaderboard';
import { ErrorCard } from '../../../components/LoadingCard';
import { QueryState } from '../../../components/QueryState';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { usePendingSaves } from '../../../lib/timing/hooks/usePendingSaves';
import { useStopwatch } from '../../../lib/timing/hooks/useStopwatch';
import { useStopwatchKeys } from '../../../lib/timing/hooks/useStopwatchKeys';
import { useWakeLock } from '../../../lib/timing/hooks/useWakeLock';
import { canShowGuestPanel, canShowSave, elapsedMs, storageKey } from '../../../lib/timing/stopwatch';
import { invalidateAfterSave } from '../api/saveTime';
import { GuestPanel } from '../components/GuestPanel';
import { OfflineNotices } from '../components/OfflineNotices';
import { SaveTime } from '../components/SaveTime';
import { StopwatchDisplay } from '../components/StopwatchDisplay';

export default function StopwatchPage() {
  const { locationId: param = '' } = useParams();
  const locationId = Number(param);
  const locations = useLocations();
  const { online } = useNetwork();

  // Without signal (paused or failed for lack of network) the course list cannot load, but a run can
  // still be timed and kept: the stopwatch opens under a plain name.
  const unreachable =
    (locations.isPending && (locations.fetchStatus === 'paused' || !online)) ||
    (locations.isError && !(locations.error instanceof ApiError));
  if (unreachable && Number.isInteger(locationId) && locationId > 0) {
    return (
      <Stopwatch key={locationId} course={{ id: locationId, name: offlineTexts.courseOffline, path: '' }} />
    );
  }
  return (
    <QueryState query={locations} loading="Loading course…">
      {(courses) => {
        const location = courses.find((candidate) => candidate.id === locationId);
        if (!location) {
          return <ErrorCard title="Course not found" message="There is no open course with that number." />;
        }
        // Keyed so moving between two courses' stopwatches loads the other course's stored run.
        return <Stopwatch key={location.id} course={location} />;
      }}
    </QueryState>
  );
}

function Stopwatch({ course }: { course: LocationRef }) {
  const { isLoggedIn } = useSession();
  const watch = useStopwatch(storageKey(course.id));
  const { state, status } = watch;
  const outbox = usePendingSaves({
    onSent: (save) => {
      if (save.endpoint === 'member' && save.body.locationId === course.id) watch.saved(save.runId);
    },
    showsInline: (runId) => runId === watch.state.runId,
    invalidate: invalidateAfterSave,
  });
  useWakeLock(status === 'running');
  useStopwatchKeys(watch.toggle);
  const running = status === 'running';

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={course.path ? paths.location(course.path) : paths.home} size="sm">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {course.name}
        </Anchor>
        <Title order={1}>{pageTexts.timeARun}</Title>
      </Stack>

      <OfflineNotices outbox={outbox} currentRunId={state.runId} />

      <Card withBorder radius="md" padding="lg" id="stopwatch">
        <Stack gap="lg" align="stretch">
          <StopwatchDisplay state={state} />
          <VisuallyHidden aria-live="polite">
            {status === 'running' ? 'Stopwatch running' : ''}
            {status === 'stopped' ? `Stopped at ${formatDuration(elapsedMs(state, 0))}` : ''}
          </VisuallyHidden>
          <Group grow gap="sm">
            <Button size="xl" h={72} color={running ? 'red.9' : undefined} onClick={watch.toggle}>
              {running ? 'STOP' : 'START'}
            </Button>
            <Button size="xl" h={72} variant="default" onClick={watch.reset} disabled={status === 'idle'}>
              RESET
            </Button>
          </Group>
          <Text size="sm" c="dimmed" ta="center">
            Tip: press Space or Enter to start and stop.
          </Text>
          {canShowSave(state, isLoggedIn) && (
            <SaveTime locationId={course.id} state={state} outbox={outbox} />
          )}
        </Stack>
      </Card>

      {canShowGuestPanel(state, isLoggedIn) && <GuestPanel />}

      <CasualBoard locationId={course.id} />
    </Stack>
  );
}

function CasualBoard({ locationId }: { locationId: number }) {
  const results = useListResults({ locationId, period: 'all', official: false });
  const offline =
    (results.isPending && results.fetchStatus === 'paused') ||
    (results.isError && !(results.error instanceof ApiError));
  if (offline) {
    return (
      <Alert color="gray" variant="light" role="status">
        <Group gap="sm" justify="space-between">
          <Text size="sm">{offlineTexts.boardOffline}</Text>
          <Button size="xs" variant="default" onClick={() => results.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <QueryState query={results} loading="Loading times…">
      {(rows) => <Leaderboard title="Social" rows={rows} headingOrder={2} recordTimeHref="#stopwatch" />}
    </QueryState>
  );
}
