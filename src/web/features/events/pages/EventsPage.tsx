import { Button, Card, Grid, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { messages, pageTexts } from '../../../../shared/messages';
import type { Event } from '../../../../shared/schemas/event';
import { QueryState } from '../../../components/QueryState';
import { paths } from '../../../lib/paths';
import { idFrom } from '../../../lib/route-id';
import { useEventLists } from '../api/events';
import { CalendarFeedLink } from '../components/CalendarFeedLink';
import { EventDetails } from '../components/EventDetails';
import { EventList } from '../components/EventList';
import { selectEvent } from '../components/event-times';

const noEvents = ({ upcoming, past }: { upcoming: Event[]; past: Event[] }) =>
  upcoming.length === 0 && past.length === 0;

export default function EventsPage() {
  const [searchParams] = useSearchParams();
  const events = useEventLists();
  const eventId = idFrom(searchParams.get('eventId'));

  return (
    <Stack gap="lg">
      <Title order={1}>Events</Title>
      <QueryState query={events} loading="Loading events…" empty={messages.noEventsFound} isEmpty={noEvents}>
        {({ upcoming, past }) => {
          const selected = selectEvent(upcoming, past, eventId);
          return (
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
                  <EventList title={pageTexts.upcomingEvents} events={upcoming} selectedId={selected?.id} />
                  <EventList title={pageTexts.pastEvents} events={past} selectedId={selected?.id} />
                </Stack>
              </Grid.Col>
            </Grid>
          );
        }}
      </QueryState>
      {/* After the events: a phone's first screen shows events, not the subscribe card. */}
      <CalendarFeedLink />
    </Stack>
  );
}
