import { Alert, Button, Group, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { boardTexts, offlineTexts } from '../../../../shared/messages';
import { useBoardLimit, useListResults } from '../../../api/leaderboard';
import { useLocations } from '../../../api/locations';
import { Leaderboard } from '../../../components/Leaderboard';
import { ErrorCard } from '../../../components/LoadingCard';
import { QueryState } from '../../../components/QueryState';
import { ApiError } from '../../../lib/api-client';
import { useIdParam } from '../../../lib/route-id';
import { Stopwatch } from '../components/Stopwatch';
import { stopwatchTexts } from '../texts';

export default function StopwatchPage() {
  const locationId = useIdParam('locationId').id;
  const locations = useLocations();
  const { online } = useNetwork();

  // Without signal (paused or failed for lack of network) the course list cannot load, but a run can
  // still be timed and kept: the stopwatch opens under a plain name.
  const unreachable =
    (locations.isPending && (locations.fetchStatus === 'paused' || !online)) ||
    (locations.isError && !(locations.error instanceof ApiError));
  if (unreachable && locationId !== null) {
    return (
      <Stopwatch key={locationId} course={{ id: locationId, name: offlineTexts.courseOffline, path: '' }}>
        <CasualBoard locationId={locationId} />
      </Stopwatch>
    );
  }
  return (
    <QueryState query={locations} loading="Loading location…">
      {(courses) => {
        const location = courses.find((candidate) => candidate.id === locationId);
        if (!location) {
          return (
            <ErrorCard title={stopwatchTexts.courseNotFoundTitle} message={stopwatchTexts.courseNotFound} />
          );
        }
        // Keyed so moving between two courses' stopwatches loads the other course's stored run.
        return (
          <Stopwatch
            key={location.id}
            course={location}
            minimumSeconds={location.minimumSeconds}
            gateOnly={location.gateOnly}
          >
            <CasualBoard locationId={location.id} gateOnly={location.gateOnly} timeZone={location.timeZone} />
          </Stopwatch>
        );
      }}
    </QueryState>
  );
}

function CasualBoard({
  locationId,
  gateOnly = false,
  timeZone,
}: {
  locationId: number;
  gateOnly?: boolean;
  /** The course's clocks; unknown offline (the board then has no rows to date either). */
  timeZone?: string;
}) {
  const { limit, showMore } = useBoardLimit();
  const results = useListResults({ locationId, period: 'all', official: false }, limit);
  const offline =
    (results.isPending && results.fetchStatus === 'paused') ||
    (results.isError && !(results.error instanceof ApiError));
  if (offline) {
    return (
      <Alert color="gray" variant="light" role="status">
        <Group gap="sm" justify="space-between">
          <Text size="sm">{offlineTexts.boardOffline}</Text>
          <Button variant="default" h={48} onClick={() => results.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <QueryState query={results} loading="Loading times…">
      {(board) => (
        <Leaderboard
          title="Social"
          rows={board.rows}
          ownRow={board.ownRow}
          more={{ total: board.total, onShowMore: showMore, loading: results.isPlaceholderData }}
          headingOrder={2}
          recordTimeHref="#stopwatch"
          note={gateOnly ? boardTexts.gateOnly : undefined}
          timeZone={timeZone}
        />
      )}
    </QueryState>
  );
}
