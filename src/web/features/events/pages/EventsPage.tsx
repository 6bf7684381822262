import { Button, Card, Grid, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { messages, pageTexts } from '../../../../shared/messages';
import { ErrorCard, LoadingCard } from '../../../components/LoadingCard';
import { paths } from '../../../lib/paths';
import { usePastEvents, useUpcomingEvents } from '../api/events';
import { EventDetails } from '../components/EventDetails';
import { EventList } from '../components/EventList';
import { selectEvent } from '../components/eventTimes';

export default function EventsPage() {
  const [searchParams] = useSearchParams();
  const upcoming = useUpcomingEvents();
  const past = usePastEvents();
  const requested = Number(searchParams.get('eventId'));
  const eventId = Number.isInteger(requested) && requested > 0 ? requested : null;

  let body: React.ReactNode;
  if (upcoming.isPending || past.isPending) body = <LoadingCard label="Loading events…" />;
  else if (upcoming.isError || past.isError) {
    body = (
      <ErrorCard
        error={upcoming.error ?? past.error}
        onRetry={() => {
          void upcoming.refetch();
          void past.refetch();
        }}
      />
    );
  } else if (upcoming.data.length === 0 && past.data.length === 0) {
    body = <Text c="dimmed">{messages.noEventsFound}</Text>;
  } else {
    const selected = selectEvent(upcoming.data, past.data, eventId);
    body = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 2 }}>
          {selected && (
            <Card withBorder radius="md" padding="lg" aria-label="Selected event" component="section">
              <EventDetails event={selected} />
              <Button component={Link} to={paths.event(selected.path)} mt="md" variant="light">
                Event page and results
              </Button>
            </Card>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <EventList title={pageTexts.upcomingEvents} events={upcoming.data} selectedId={selected?.id} />
            <EventList title={pageTexts.pastEvents} events={past.data} selectedId={selected?.id} />
          </Stack>
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>Events</Title>
      {body}
    </Stack>
  );
}
