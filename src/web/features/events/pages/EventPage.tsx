import { Anchor, Card, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { Event } from '../../../../shared/schemas/event';
import { Leaderboard } from '../../../components/Leaderboard';
import { QueryState } from '../../../components/QueryState';
import { paths } from '../../../lib/paths';
import { useEventByPath, useEventLeaderboard } from '../api/events';
import { EventDetails } from '../components/EventDetails';

export default function EventPage() {
  const { path = '' } = useParams();
  const event = useEventByPath(path);
  return (
    <QueryState
      query={event}
      loading="Loading event…"
      record={{ noun: 'event', missing: `There is no event at “${path}”.` }}
    >
      {(found) => (
        <Stack gap="lg">
          <Anchor component={Link} to={paths.events(found.id)} size="sm">
            <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> All events
          </Anchor>
          <EventDetails event={found} headingOrder={1} />
          <EventBoard event={found} />
        </Stack>
      )}
    </QueryState>
  );
}

function EventBoard({ event }: { event: Event }) {
  const results = useEventLeaderboard(event.id, 'all');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Event results">
      <Stack gap="md">
        <QueryState query={results} loading="Loading times…">
          {(rows) => <Leaderboard title="Comp" rows={rows} official headingOrder={2} />}
        </QueryState>
      </Stack>
    </Card>
  );
}
