import { Badge, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatEventWhen } from '../../../../shared/format';
import { messages, pageTexts } from '../../../../shared/messages';
import type { Event } from '../../../../shared/schemas/event';
import { paths } from '../../../lib/paths';
import { isNowOn } from './event-times';

/** A list of events; choosing one selects it through ?eventId=. */
export function EventList({
  title,
  events,
  selectedId,
}: {
  title: string;
  events: Event[];
  selectedId?: number;
}) {
  const now = Date.now();
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h3">
        {title}
      </Title>
      {events.length === 0 ? (
        <Text c="dimmed">{messages.noEventsFound}</Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {events.map((event) => (
            <li key={event.id}>
              <NavLink
                component={Link}
                to={paths.events(event.id)}
                active={event.id === selectedId}
                aria-current={event.id === selectedId ? 'true' : undefined}
                variant="light"
                label={
                  <Group gap="xs" component="span">
                    <Text span fw={600}>
                      {event.name}
                    </Text>
                    {isNowOn(event, now) && (
                      <Badge size="sm" component="span">
                        {pageTexts.nowOn}
                      </Badge>
                    )}
                  </Group>
                }
                description={`${formatEventWhen(event)} · ${event.location.name}`}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
