import { Anchor, Card, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { Event } from '../../../../shared/schemas/event';
import { Leaderboard } from '../../../components/Leaderboard';
import { ErrorCard, LoadingCard, RecordErrorCard } from '../../../components/LoadingCard';
import { paths } from '../../../lib/paths';
import { useEventByPath, useEventLeaderboard } from '../api/events';
import { EventDetails } from '../components/EventDetails';

export default function EventPage() {
  const { path = '' } = useParams();
  const event = useEventByPath(path);
  if (event.isPending) return <LoadingCard label="Loading event…" />;
  if (event.isError) {
    return (
      <RecordErrorCard
        noun="event"
        missing={`There is no event at “${path}”.`}
        error={event.error}
        onRetry={() => event.refetch()}
      />
    );
  }
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.events(event.data.id)} size="sm">
        <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> All events
      </Anchor>
      <EventDetails event={event.data} headingOrder={1} />
      <EventBoard event={event.data} />
    </Stack>
  );
}

function EventBoard({ event }: { event: Event }) {
  const results = useEventLeaderboard(event.id, 'all');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Event results">
      <Stack gap="md">
        {results.isPending && <LoadingCard label="Loading times…" />}
        {results.isError && <ErrorCard error={results.error} onRetry={() => results.refetch()} />}
        {results.isSuccess && <Leaderboard title="Comp" rows={results.data} official headingOrder={2} />}
      </Stack>
    </Card>
  );
}
