import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import { QueryState } from '../../../components/QueryState';
import { useMyPastEvents } from '../api/referee';
import { EventPicker } from '../components/EventPicker';
import { RecordedTimes } from '../components/RecordedTimes';
import type { RefereePageProps } from '../page-props';

/** /Referee/DeleteTimes (docs/spec.md §2, §6): one of my past events, its times, each with Delete. */
export default function DeleteTimesPage({ title }: RefereePageProps) {
  const events = useMyPastEvents();
  const [eventId, setEventId] = useState<number | null>(null);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <QueryState query={events} loading="Loading your past events…" empty={messages.noEventsFound}>
        {(list) => (
          <Stack gap="lg">
            <EventPicker events={list} value={eventId} onChange={setEventId} label="Past event" />
            {eventId === null ? (
              <Text c="dimmed">Choose an event to see its recorded times.</Text>
            ) : (
              <RecordedTimes key={eventId} eventId={eventId} />
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
