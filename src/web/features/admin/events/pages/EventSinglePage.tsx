import { Card, List, Stack, Text, Title } from '@mantine/core';
import { formatEventWhen } from '../../../../../shared/format';
import type { Event } from '../../../../../shared/schemas/event';
import { HtmlContent } from '../../../../components/HtmlContent';
import { QueryState } from '../../../../components/QueryState';
import type { AdminPageProps } from '../../page-props';
import { useEventReferees } from '../api/event-referees';
import { EventLinks } from '../components/EventLinks';
import { EventRecordPage } from '../components/EventRecordPage';
import { eventTexts } from '../texts';

function EventReferees({ eventId }: { eventId: number }) {
  const referees = useEventReferees(eventId);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="event-referees-heading">
      <Title order={2} size="h3" id="event-referees-heading" mb="sm">
        {eventTexts.eventReferees}
      </Title>
      <QueryState query={referees} loading={eventTexts.loadingReferees} empty={eventTexts.noEventReferees}>
        {(people) => (
          <List spacing={4}>
            {people.map((person) => (
              <List.Item key={person.id}>{person.name}</List.Item>
            ))}
          </List>
        )}
      </QueryState>
    </Card>
  );
}

function EventSummary({ event }: { event: Event }) {
  return (
    <Stack gap="md">
      <Title order={2} style={{ overflowWrap: 'anywhere' }}>
        {event.name}
      </Title>
      <Text>
        <Text span fw={600}>
          {eventTexts.locationLabel}:{' '}
        </Text>
        {event.location.name}
      </Text>
      <Text>
        <Text span fw={600}>
          {eventTexts.starts} – {eventTexts.ends}:{' '}
        </Text>
        {formatEventWhen(event)}
      </Text>
      <HtmlContent html={event.content} />
    </Stack>
  );
}

/** /Admin/Event/Single/{path} (docs/spec.md §2): the event's details, its description and its referees. */
export default function EventSinglePage({ title }: AdminPageProps) {
  return (
    <EventRecordPage title={title}>
      {(event) => (
        <Stack gap="lg">
          <EventSummary event={event} />
          <EventReferees eventId={event.id} />
          <EventLinks event={event} show={['edit', 'public', 'manage']} />
        </Stack>
      )}
    </EventRecordPage>
  );
}
