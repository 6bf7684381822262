import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { messages } from '../../../../shared/messages';
import { QueryState } from '../../../components/QueryState';
import { type DeletableEvents, useDeletableEvents } from '../api/referee';
import { EventPicker } from '../components/EventPicker';
import { RecordedTimes } from '../components/RecordedTimes';
import { closedEventsNote, deleteTexts } from '../lib/delete-texts';
import type { RefereePageProps } from '../page-props';

const EVENT_PARAM = 'event';

/**
 * The event shown: the one in the address (so a reload keeps it) while it may still be deleted from,
 * else the event running now when there is only one (the usual finish line), else none.
 */
function shownEvent(events: DeletableEvents, asked: string | null): number | null {
  const offered = [...events.current, ...events.past];
  const chosen = offered.find((event) => String(event.id) === asked);
  if (chosen) return chosen.id;
  return asked === null && events.current.length === 1 ? events.current[0].id : null;
}

/**
 * /Referee/DeleteTimes (docs/spec.md §2, §6): the referee's past events and the one running now,
 * as far as the recording window still lets them delete its times (the server's timesDeletable), then
 * that event's times, each with Delete.
 */
export default function DeleteTimesPage({ title }: RefereePageProps) {
  const events = useDeletableEvents();
  const [search, setSearch] = useSearchParams();
  const choose = (eventId: number | null) =>
    setSearch(eventId === null ? {} : { [EVENT_PARAM]: String(eventId) }, { replace: true });

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <QueryState
        query={events}
        loading={deleteTexts.loadingEvents}
        empty={messages.noEventsFound}
        isEmpty={(found) => found.current.length + found.past.length === 0 && found.closed === 0}
      >
        {(found) => {
          const eventId = shownEvent(found, search.get(EVENT_PARAM));
          const none = found.current.length + found.past.length === 0;
          return (
            <Stack gap="lg">
              {none ? (
                <Text c="dimmed">{messages.noEventsFound}</Text>
              ) : (
                <EventPicker
                  groups={[
                    { label: deleteTexts.runningNow, events: found.current },
                    { label: deleteTexts.ended, events: found.past },
                  ]}
                  value={eventId}
                  onChange={choose}
                  label={deleteTexts.eventLabel}
                />
              )}
              {found.closed > 0 && (
                <Text size="sm" c="dimmed">
                  {closedEventsNote(found.closed)}
                </Text>
              )}
              {eventId === null ? (
                !none && <Text c="dimmed">{deleteTexts.chooseEvent}</Text>
              ) : (
                <RecordedTimes key={eventId} eventId={eventId} />
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
